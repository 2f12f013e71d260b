import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { linguiMacros } from "./scripts/lingui-macro-plugin.ts";
import { precompress } from "./scripts/precompress.ts";
import { zodWithoutJsonSchema } from "./scripts/zod-without-json-schema.ts";

export default defineConfig({
  // Lingui: macros compiled before React's transform, `.po` catalogs compiled on import (docs/i18n.md).
  plugins: [
    linguiMacros(),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    zodWithoutJsonSchema(),
    precompress(),
    // The service worker (src/service-worker/sw.ts, decision 036): built beside index.html with the list of
    // files to precache; index.html itself is left out, as the service rewrites its <base href>.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/service-worker",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: "iife",
        globPatterns: ["**/*.{js,css,svg,png,woff2,wasm}"],
        globIgnores: ["index.html", "sw.js"],
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  // Relative built links, resolved against index.html's <base href>, so one build serves any BASE_PATH.
  base: "./",
  // No modulepreload polyfill: every browser we support preloads modules natively (saves sign-in bytes).
  build: { outDir: "dist", sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  server: { proxy: { "/api": "http://localhost:7745" } },
});
