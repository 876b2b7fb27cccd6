#!/usr/bin/env bash
# The first kajian card's time on a first visit over a slow phone connection (e2e/firstload.mjs:
# 1.6 Mbps, 150 ms RTT, 4x CPU), not part of `make test`. Builds the binary, serves the demo
# data from a throwaway SQLite database and measures RUNS times (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PORT:-8098}
make -s build
./scripts/ensure-chromium.sh
(cd e2e && [[ -d node_modules ]] || npm ci --silent)

tmp=$(mktemp -d)
server=
cleanup() {
  [[ -n $server ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT

KAJIAN_DEMO=1 KAJIAN_ADDR=127.0.0.1:$port KAJIAN_BASE_URL=http://127.0.0.1:$port \
  KAJIAN_DATABASE_URL=sqlite:$tmp/kajian.db KAJIAN_STORAGE_URL=file://$tmp/uploads \
  ./bin/kajian serve >"$tmp/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null && break
  sleep 0.2
done
curl -fs "http://127.0.0.1:$port/readyz" >/dev/null || { cat "$tmp/server.log" >&2; exit 1; }
(cd e2e && node firstload.mjs "http://127.0.0.1:$port")
