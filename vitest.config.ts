import { defineConfig } from "vitest/config";

/** Unit tests (domain rules, SPA logic) and API tests against a real database. */
export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "test/**/*.test.ts", "src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
