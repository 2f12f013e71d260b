import { defineConfig } from "vite";

/**
 * The service compiled to plain JavaScript for `npm start` (`node dist-service/main.js`): running the
 * TypeScript through tsx's loader costs about 50 MiB of resident memory for as long as the service runs
 * (docs/performance.md, "Memory"). Vite's SSR build bundles server/ and the contract it imports from
 * src/api, and leaves every package in node_modules external, loaded by node as usual: native ones
 * (better-sqlite3, sharp) and lazy ones (sharp, the S3 client) alike. Not minified, so stack traces stay
 * readable. `npm run serve` still runs the sources through tsx.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "server/main.ts",
    outDir: "dist-service",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    sourcemap: false,
  },
});
