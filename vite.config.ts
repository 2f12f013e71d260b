import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
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
  ],
  // Relative built links, resolved against index.html's <base href>, so one build serves any BASE_PATH.
  base: "./",
  // No modulepreload polyfill: every browser we support preloads modules natively (saves sign-in bytes).
  build: { outDir: "dist", sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  server: { proxy: { "/api": "http://localhost:7745" } },
});
