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

# shellcheck source=scripts/demo-server.sh
source scripts/demo-server.sh

for run in $(seq "$runs"); do
  CHROME_PATH=/usr/bin/chromium npx --yes "$LIGHTHOUSE" "$base/" \
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
