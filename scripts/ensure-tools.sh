#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing:
# Chromium for browser tests and Tesseract with Indonesian data for reading
# posters. Idempotent; uses sudo only when not root.
set -euo pipefail

missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
if ! tesseract --list-langs 2>/dev/null | grep -qx ind; then missing+=(tesseract-ocr-ind); fi

if [[ ${#missing[@]} -eq 0 ]]; then exit 0; fi
echo "ensure-tools: installing ${missing[*]}" >&2
sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
