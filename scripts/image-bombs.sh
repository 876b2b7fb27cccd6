#!/usr/bin/env bash
# Sends image bombs and the largest accepted images to a real server: 8 of
# each kind at once, then 8 of mixed kinds at once, to the AI reader and to
# the poster upload, and reports for each round the peak memory (RSS) of the
# server and of its tesseract children together, which must stay under 400 MB.
# Usage: scripts/image-bombs.sh   (needs bin/kajian: make build)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'kill "${server:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
go run ./scripts/imagebombs "$work"
port=18093
export KAJIAN_DATABASE_URL="sqlite:$work/kajian.db" KAJIAN_STORAGE_URL="file://$work/uploads" \
  KAJIAN_ADDR="127.0.0.1:$port" KAJIAN_BASE_URL="http://127.0.0.1:$port" KAJIAN_MAIL_URL="log:"
bin/kajian migrate >/dev/null
export KAJIAN_UNLIMITED_CLIENTS=127.0.0.1 # signing in nine accounts from one address
# One account a round: a round of 8 stays within the per-user upload limits.
for i in $(seq 9); do
  bin/kajian user create --email "bom$i@example.id" --password rahasia-bom-1 --name Uji --verified >/dev/null
done
bin/kajian serve >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
for i in $(seq 9); do
  curl -sf -c "$work/cookies$i" -H 'Content-Type: application/json' -H 'Sec-Fetch-Site: same-origin' \
    -d "{\"email\":\"bom$i@example.id\",\"password\":\"rahasia-bom-1\"}" "http://127.0.0.1:$port/api/v1/auth/signin" >/dev/null
done
n=0 # the round, whose account sends

# rss_kb sums the resident memory of the server and its children (tesseract,
# through prlimit).
rss_kb() {
  local total=0 pid
  for pid in $( (echo "$server"; pgrep -P "$server") | sort -u); do
    local kb
    kb=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    total=$((total + ${kb:-0}))
  done
  echo "$total"
}
# sample records the peak in $work/peak, replaced whole so that stopping it
# mid-write never leaves the file empty.
sample() {
  local peak=0 r
  while :; do
    r=$(rss_kb)
    if ((r > peak)); then peak=$r; echo "$peak" >"$work/peak.new" && mv "$work/peak.new" "$work/peak"; fi
    sleep 0.05
  done
}

send() { # path file
  local body
  body=$(curl -s -w " %{http_code}" -b "$work/cookies$n" -H 'Sec-Fetch-Site: same-origin' \
    -F "poster=@$2;type=image/png" "http://127.0.0.1:$port$1") || true # every file claims PNG; 000: no answer
  echo "  $(basename "$2"): ${body##* } $(grep -o '"code":"[^"]*"' <<<"$body" || true)"
}
# round PATH FILE...: sends the files at once to PATH and prints the peak RSS.
round() {
  local path=$1 f pids=()
  shift
  n=$((n % 9 + 1))
  echo 0 >"$work/peak"
  sample &
  sampler=$!
  for f in "$@"; do
    send "$path" "$work/$f" >>"$work/answers" &
    pids+=($!)
  done
  wait "${pids[@]}"
  kill "$sampler" 2>/dev/null || true
  wait "$sampler" 2>/dev/null || true
  peak=$(cat "$work/peak")
  local now
  now=$(rss_kb) # a round quicker than the sampler's first look still counts
  peak=$((${peak:-0} > now ? ${peak:-0} / 1024 : now / 1024))
  if ((peak > worst)); then worst=$peak; fi
}
kinds="canvas-20000x20000.png tiff-labelled.png rgba16-40mp.png progressive-40mp.jpg rgba-32mp.png rgba16-16mp.png
  photo-40mp.jpg progressive-17mp.jpg"
worst=0
for path in /api/v1/ai/poster /api/v1/posters; do
  echo "8 at once to $path (peak RSS of the server and its children; answers):"
  for f in $kinds; do
    : >"$work/answers"
    round "$path" $f $f $f $f $f $f $f $f
    printf '  8 × %-24s %4d MB  %s\n' "$f" "$peak" "$(sort "$work/answers" | uniq -c | awk '{$2=""; print}' | paste -sd, -)"
  done
  : >"$work/answers"
  # shellcheck disable=SC2086 # one file name a word
  round "$path" $(echo $kinds | tr ' ' '\n' | grep -v -e canvas -e tiff) rgba-32mp.png progressive-40mp.jpg
  printf '  8 mixed (every kind but the refused-at-once)  %4d MB\n' "$peak"
done
echo "highest peak: $worst MB (budget: under 400 MB)"
