import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import checkFile from "eslint-plugin-check-file";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "test-results", "playwright-report", ".e2e-data", "data", "bench/.cache"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...pluginQuery.configs["flat/recommended"],
  {
    // One naming convention: kebab-case file names (the part before `.test`, `.module`, `.config`).
    files: ["{src,server,test,e2e,bench,scripts}/**/*.{ts,tsx,js}"],
    ignores: ["server/db/migrations/*.ts"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Migrations keep their number first (0001-initial.ts) so that they sort in the order they run.
    files: ["server/db/migrations/*.ts"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.ts": "[0-9][0-9][0-9][0-9]-+([a-z0-9-])" }],
    },
  },
  {
    // Tests read loosely typed JSON answers on purpose; the contract's schemas check them.
    files: ["test/**/*.ts", "e2e/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
