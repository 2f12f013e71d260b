import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { linguiMacros } from "./scripts/lingui-macro-plugin.ts";

/** Unit tests (domain rules, SPA logic) and API tests against a real database. */
export default defineConfig({
  // The SPA's messages compile as in the build (vite.config.ts), so component tests read real text.
  plugins: [linguiMacros(), lingui()],
  test: {
    include: [
      "contract/**/*.test.ts",
      "server/**/*.test.ts",
      "test/**/*.test.ts",
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
    ],
    setupFiles: ["src/testing/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
