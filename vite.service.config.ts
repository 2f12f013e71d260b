import { defineConfig } from "vite";

/**
 * The service compiled to plain JavaScript for `npm start` (`node dist-service/main.js`): running the
 * TypeScript through tsx's loader costs about 50 MiB of resident memory for as long as the service runs
 * (docs/decisions/019-memory-and-page-weight.md). Vite's SSR build bundles server/ and the contract it imports from
 * contract/, and leaves every package in node_modules external, loaded by node as usual: native ones
 * (better-sqlite3, sharp) and lazy ones (sharp, the S3 client) alike. Not minified, so stack traces stay
 * readable. `npm run serve` still runs the sources through tsx.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    rollupOptions: {
      // The read pool's worker (server/platform/read-worker.mjs) is an entry of its own, beside main.js under
      // the name read-pool.ts asks for, so that the same `new URL("./read-worker.mjs", import.meta.url)`
      // finds it in the sources and in the build.
      input: { main: "server/main.ts", "read-worker": "server/platform/read-worker.mjs" },
      output: { entryFileNames: (chunk) => (chunk.name === "read-worker" ? "read-worker.mjs" : "[name].js") },
    },
    outDir: "dist-service",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    sourcemap: false,
  },
});
