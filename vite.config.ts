import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", sourcemap: false, manifest: true },
  server: { proxy: { "/api": "http://localhost:7745" } },
});
