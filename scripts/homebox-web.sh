#!/usr/bin/env bash
# Homebox's own web app against this service (README, "Try Homebox's own web app"): clones Homebox at a
# pinned release into a cache folder, builds its frontend (Nuxt, with the pnpm version Homebox names) once,
# and serves it with /api forwarded to the service. Needs git, Node 20.19+ and the internet (GitHub, npm).
set -euo pipefail

HOMEBOX_REF="${HOMEBOX_REF:-v0.26.0}"                      # the release whose web app is built
INVENTORY_URL="${INVENTORY_URL:-http://localhost:7745}"     # this service, e.g. `npm start`
PORT="${HOMEBOX_WEB_PORT:-3100}"                           # where the app is served
CACHE="${HOMEBOX_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/inventory-homebox-web}"

cd "$(dirname "$0")/.."
src="$CACHE/homebox-$HOMEBOX_REF"
built="$src/frontend/.output/public"

if [ ! -f "$built/index.html" ]; then
  [ -d "$src/.git" ] || git clone --depth 1 --branch "$HOMEBOX_REF" https://github.com/sysadminsmedia/homebox.git "$src"
  (
    cd "$src/frontend"
    pnpm="$(node -p 'require("./package.json").packageManager?.split("+")[0] ?? "pnpm@10"')"
    npx --yes "$pnpm" install --frozen-lockfile --shamefully-hoist
    npx --yes "$pnpm" build # nuxt generate: the static app in .output/public
  )
fi

echo "Homebox's web app ($HOMEBOX_REF), /api forwarded to $INVENTORY_URL: http://localhost:$PORT/"
HOMEBOX_WEB_DIR="$built" HOMEBOX_WEB_PORT="$PORT" INVENTORY_URL="$INVENTORY_URL" \
  exec npx vite preview --config scripts/homebox-web.vite.config.ts
