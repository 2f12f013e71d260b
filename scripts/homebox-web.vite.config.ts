import { defineConfig } from "vite";

/**
 * `vite preview` of Homebox's built web app (scripts/homebox-web.sh): its files from HOMEBOX_WEB_DIR, any
 * other path answered with its index.html (a single-page app), and /api, WebSockets included, forwarded
 * to this service with the browser's Host, so that cookies and the WebSocket's Origin check hold.
 */
const dir = process.env.HOMEBOX_WEB_DIR;
if (!dir) throw new Error("HOMEBOX_WEB_DIR must name the folder of Homebox's built web app.");

export default defineConfig({
  publicDir: false,
  build: { outDir: dir },
  preview: {
    port: Number(process.env.HOMEBOX_WEB_PORT ?? 3100),
    strictPort: true,
    proxy: { "/api": { target: process.env.INVENTORY_URL ?? "http://localhost:7745", ws: true } },
  },
});
