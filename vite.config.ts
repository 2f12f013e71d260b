import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: "dist", sourcemap: false, manifest: true },
  server: { proxy: { "/api": "http://localhost:7745" } },
});
