#!/usr/bin/env bash
# Builds the SPA and runs the Playwright specs against the real service on a fresh database.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"
export CHROMIUM_PATH
npx vite build --logLevel warn
npx playwright test "$@"
