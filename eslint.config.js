import { readdirSync } from "node:fs";
import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import checkFile from "eslint-plugin-check-file";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import boundaries (docs/architecture.md): a feature imports shared code (src/components, src/api,
 * src/app providers, src/testing) and another feature only through that feature's public module
 * (src/features/<name>/index.ts), never its internals. One zone per feature folder, generated.
 */
const features = readdirSync("src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: "./src/features",
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: "A feature imports another feature only through its public module (src/features/<name>/index.ts).",
}));
const layerZones = [
  {
    // Features depend one way: the entity pages build on these, so these never import entities back.
    target: ["tags", "entity-types", "templates", "labels", "live", "auth", "maintenance", "bulk"].map(
      (f) => `./src/features/${f}`,
    ),
    from: "./src/features/entities",
    message: "Entities build on this feature, so it does not import entities (shared parts live in src/components).",
  },
  {
    target: "./src",
    from: "./server",
    message: "The SPA never imports the service; what both halves share lives in contract/.",
  },
  {
    target: "./server",
    from: "./src",
    message: "The service never imports the SPA; what both halves share lives in contract/.",
  },
  {
    target: "./contract",
    from: ["./src", "./server"],
    message: "The contract depends on neither half: both depend on it.",
  },
  {
    target: ["./src/components", "./src/api", "./src/routing"],
    from: ["./src/features", "./src/app"],
    message: "Shared code does not depend on features or the app shell.",
  },
  {
    target: ["./server/!(db|platform)/**", "./server/*.ts"],
    from: "./server/platform",
    except: ["./drivers.ts"],
    message: "Slices use the database facade (server/db/database.ts), not the platform under it.",
  },
  {
    target: "./server/domain",
    from: ["./server/http", "./server/db"],
    message: "Domain rules are pure: no HTTP (hono, server/http) and no database (kysely, server/db).",
  },
];

const CONTRACT_BARREL = {
  regex: "(^|/)contract(/index(\\.ts)?)?$",
  message: "Import the resource's own module (contract/tag), not the contract's barrel.",
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-service",
      "node_modules",
      "test-results",
      "playwright-report",
      ".e2e-data",
      "data",
      "bench/.cache",
    ],
  },
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
  {
    // The service proves what it claims instead of asserting it (issue 8, item 6).
    files: ["server/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "error" },
  },
  ...pluginQuery.configs["flat/recommended"],
  {
    files: ["{src,server,contract}/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
      // no-cycle parses the imported modules, so it needs TypeScript's parser for them.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...featureZones, ...layerZones] }] },
  },
  {
    // Modules import each other one way only; a lazy chunk's `import()` may point back.
    files: ["src/**/*.{ts,tsx}"],
    rules: { "import-x/no-cycle": ["error", { allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ["server/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["hono", "hono/*", "@hono/*"], message: "Domain rules are pure: no HTTP." },
            { group: ["kysely", "kysely/*", "better-sqlite3", "pg"], message: "Domain rules are pure: no database." },
          ],
        },
      ],
    },
  },
  {
    // Routes speak HTTP: their queries live in the slice's stores (docs/architecture.md).
    files: ["server/**/*routes.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["selectFrom", "insertInto", "updateTable", "deleteFrom", "transaction"].map((property) => ({
          property,
          message: "Move the query into the slice's store.",
        })),
      ],
    },
  },
  {
    // Request headers as Node parsed them: the first of a repeated Authorization wins (server/http/request-header.ts).
    files: ["server/**/*.ts"],
    ignores: ["server/http/request-header.ts", "server/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='header'][callee.object.property.name='req']",
          message: "Read request headers with requestHeader(c, name).",
        },
      ],
    },
  },
  {
    // Per-resource contract modules only: the barrel would pull every schema into the sign-in chunk.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/features/auth/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [CONTRACT_BARREL] }] },
  },
  {
    // The sign-in pages stay inside their bundle budget: Lingui's core `t` only, no @lingui/react (docs/i18n.md).
    files: ["src/features/auth/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@lingui/react", "@lingui/react/*"], message: "Use `t` from @lingui/core/macro here." },
            CONTRACT_BARREL,
          ],
        },
      ],
    },
  },
  {
    // One naming convention: kebab-case file names (the part before `.test`, `.module`, `.config`).
    files: ["{src,contract,server,test,e2e,bench,scripts}/**/*.{ts,tsx,js}"],
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
    files: ["test/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
