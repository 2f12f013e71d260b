#!/usr/bin/env bash
# Prints the path of a Chromium for Playwright: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
# When neither exists and we run as root on Debian, installs Debian's `chromium` package.
# Playwright's own browser download is never used.
set -euo pipefail
candidate="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $candidate: installing Debian's chromium package…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
echo "No Chromium found. Install Debian's 'chromium' package (sudo apt-get install chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome executable." >&2
exit 1
