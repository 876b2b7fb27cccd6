#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests (e2e/) when /usr/bin/chromium is missing.
# Idempotent: does nothing when it is there. Uses sudo only when not root.
# Playwright never downloads a browser here; e2e/playwright.config.ts points at this one.
set -euo pipefail

if [[ -x /usr/bin/chromium ]]; then
  exit 0
fi

sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
echo "ensure-chromium: installing Debian's chromium" >&2
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version >&2
