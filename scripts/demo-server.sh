# Sourced by the measuring scripts (lighthouse.sh, firstload.sh): builds the binary, makes sure
# chromium is there, and serves the demo data from a throwaway SQLite database on $port until
# the script exits. Sets $tmp (removed on exit) and $base.
make -s build
./scripts/ensure-chromium.sh

tmp=$(mktemp -d)
server=
cleanup() {
  [[ -n $server ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT

base=http://127.0.0.1:$port
KAJIAN_DEMO=1 KAJIAN_ADDR=127.0.0.1:$port KAJIAN_BASE_URL=$base \
  KAJIAN_DATABASE_URL=sqlite:$tmp/kajian.db KAJIAN_STORAGE_URL=file://$tmp/uploads \
  ./bin/kajian serve >"$tmp/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do
  curl -fs "$base/readyz" >/dev/null && break
  sleep 0.2
done
curl -fs "$base/readyz" >/dev/null || { cat "$tmp/server.log" >&2; exit 1; }
