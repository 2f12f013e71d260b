import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";
import { zodWithoutJsonSchema } from "./scripts/zod-without-json-schema.ts";

export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema(), precompress()],
  build: { outDir: "dist", sourcemap: false, manifest: true },
  server: { proxy: { "/api": "http://localhost:7745" } },
});
