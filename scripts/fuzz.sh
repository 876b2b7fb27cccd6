#!/usr/bin/env bash
# Runs every Go fuzz target for FUZZTIME (default 20s) each; inputs that
# fail are kept under each package's testdata/fuzz and then run by
# `make test` as regression cases. Not part of `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-20s}
grep -rl --include='*_test.go' '^func Fuzz' internal | xargs -n1 dirname | sort -u | while read -r dir; do
  for target in $(grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go | sed 's/^func //'); do
    echo "fuzz $dir $target ($fuzztime)"
    go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "./$dir"
  done
done
