#!/usr/bin/env bash
# First load of / on Lighthouse's mobile profile (DESIGN.md §7b), not part of `make test`.
# Builds the binary, serves the demo data from a throwaway SQLite database and runs Lighthouse
# (fetched by npx, pinned) in Debian's chromium. Prints the score and the metrics behind it;
# RUNS=n repeats the measurement (Lighthouse varies from run to run on a busy machine);
# REPORT=dir keeps each run's JSON report there.
set -euo pipefail
cd "$(dirname "$0")/.."

LIGHTHOUSE=lighthouse@13.5.0
port=${PORT:-8097}
runs=${RUNS:-1}

make -s build
./scripts/ensure-chromium.sh

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

for run in $(seq "$runs"); do
  CHROME_PATH=/usr/bin/chromium npx --yes "$LIGHTHOUSE" "http://127.0.0.1:$port/" \
    --only-categories=performance --form-factor=mobile --screenEmulation.mobile \
    --chrome-flags="--headless=new --no-sandbox" \
    --output=json --output-path="$tmp/report.json" --quiet
  node -e '
    const r = require(process.argv[1]);
    const a = r.audits;
    const ms = (id) => Math.round(a[id].numericValue) + " ms";
    console.log(`run ${process.argv[2]}: performance ${Math.round(r.categories.performance.score * 100)}` +
      `, FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}` +
      `, TBT ${ms("total-blocking-time")}, CLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}` +
      `, Speed Index ${ms("speed-index")}` +
      `, transferred ${Math.round(a["total-byte-weight"].numericValue / 1024)} KB`);
  ' "$tmp/report.json" "$run"
  [[ -z ${REPORT:-} ]] || { mkdir -p "$REPORT" && cp "$tmp/report.json" "$REPORT/run-$run.json"; }
done
