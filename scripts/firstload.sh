#!/usr/bin/env bash
# The first kajian card's time on a first visit over a slow phone connection (e2e/firstload.mjs:
# 1.6 Mbps, 150 ms RTT, 4x CPU), not part of `make test`. Builds the binary, serves the demo
# data from a throwaway SQLite database and measures RUNS times (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PORT:-8098}
# shellcheck source=scripts/demo-server.sh
source scripts/demo-server.sh
cd e2e
[[ -d node_modules ]] || npm ci --silent
node firstload.mjs "$base"
