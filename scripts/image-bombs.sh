#!/usr/bin/env bash
# Sends image bombs and the largest accepted images to a real server, 8 at
# once to the AI reader and 8 at once to the poster upload, and reports the
# peak memory (RSS) of the server and of its tesseract children together.
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
bin/kajian user create --email bom@example.id --password rahasia-bom-1 --name Uji --verified >/dev/null
bin/kajian serve >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
jar="$work/cookies"
curl -sf -c "$jar" -H 'Content-Type: application/json' -H 'Sec-Fetch-Site: same-origin' \
  -d '{"email":"bom@example.id","password":"rahasia-bom-1"}' "http://127.0.0.1:$port/api/v1/auth/signin" >/dev/null

# rss_kb sums the resident memory of the server and its children (tesseract,
# through prlimit).
rss_kb() {
  local total=0 pid
  for pid in $( (echo "$server"; pgrep -P "$server"; pgrep -x tesseract) | sort -u); do
    local kb
    kb=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    total=$((total + ${kb:-0}))
  done
  echo "$total"
}
sample() { local peak=0 r; while :; do r=$(rss_kb); ((r > peak)) && peak=$r && echo "$peak" >"$work/peak"; sleep 0.05; done; }

send() { # path file
  local body
  body=$(curl -s -w " %{http_code}" -b "$jar" -H 'Sec-Fetch-Site: same-origin' \
    -F "poster=@$2;type=image/png" "http://127.0.0.1:$port$1")  # every file claims PNG
  echo "  $(basename "$2"): ${body##* } $(grep -o '"code":"[^"]*"' <<<"$body" || true)"
}
for path in /api/v1/ai/poster /api/v1/posters; do
  echo "8 at once to $path:"
  echo 0 >"$work/peak"
  sample &
  sampler=$!
  pids=()
  for f in canvas-20000x20000.png tiff-labelled.png rgba16-40mp.png rgba-32mp.png rgba16-16mp.png photo-40mp.jpg \
    photo-40mp.jpg rgba-32mp.png; do
    send "$path" "$work/$f" &
    pids+=($!)
  done
  wait "${pids[@]}"
  kill "$sampler" 2>/dev/null || true
  wait "$sampler" 2>/dev/null || true
  echo "  peak RSS of the server and its children: $(( $(cat "$work/peak") / 1024 )) MB"
done
