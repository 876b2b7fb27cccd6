#!/usr/bin/env bash
# Runs a command with KAJIAN_TEST_POSTGRES_URL pointing at a PostgreSQL server.
# When the variable is already set it is used as is; otherwise a throwaway
# cluster is created in a temporary folder with Debian's postgresql binaries,
# started on a free local port, and removed when the command ends.
set -euo pipefail

if [[ -n "${KAJIAN_TEST_POSTGRES_URL:-}" ]]; then
  exec "$@"
fi

bindir=""
if command -v pg_config >/dev/null 2>&1; then bindir=$(pg_config --bindir); fi
if [[ -z "$bindir" || ! -x "$bindir/initdb" ]]; then
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [[ -z "$bindir" || ! -x "$bindir/initdb" ]]; then
  if [[ "${CI:-}" == "true" ]]; then
    echo "with-postgres: initdb not found; install Debian's postgresql package" >&2
    exit 1
  fi
  echo "with-postgres: initdb not found; PostgreSQL tests will be skipped" >&2
  exec "$@"
fi

dir=$(mktemp -d /tmp/kajian-pg.XXXXXX)
run=()
if [[ $(id -u) -eq 0 ]]; then
  # initdb refuses to run as root: run the cluster as the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run=(runuser -u postgres --)
fi

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()' 2>/dev/null || echo 55432)

cleanup() {
  "${run[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${run[@]}" "$bindir/initdb" -D "$dir/data" -U kajian --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
"${run[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export KAJIAN_TEST_POSTGRES_URL="postgres://kajian@127.0.0.1:$port/postgres?sslmode=disable"
echo "with-postgres: throwaway cluster at $KAJIAN_TEST_POSTGRES_URL" >&2
set +e
"$@"
status=$?
exit $status
