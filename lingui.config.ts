import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Three catalogs per language (docs/i18n.md): `sign-in` holds the strings the signed-out pages can show
 * (the auth feature and the shared code it uses), `scan` those of the scanning pages and panel, `app`
 * everything else. The sign-in page loads only its own small catalog (its bundle budget), the app
 * `sign-in` and `app`, the scan chunks `scan` with them.
 */
const SIGN_IN = [
  "src/features/auth",
  "src/api",
  "src/components/ui/error-text.tsx",
  "src/i18n/activate.ts",
  "src/i18n/languages.ts",
];

/** The scanning pages and panel (lazy chunks of their own): their words load with them. */
const SCAN = ["panel", "session", "calibration", "camera", "create"].map((dir) => `src/features/scan/${dir}`);

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr"],
  fallbackLocales: { default: "en" },
  // No line numbers in the catalogs: moving code must not rewrite them (fewer merge conflicts).
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: "<rootDir>/src/i18n/locales/{locale}/sign-in", include: SIGN_IN, exclude: ["**/*.test.*"] },
    {
      path: "<rootDir>/src/i18n/locales/{locale}/app",
      include: ["src"],
      exclude: [
        ...SIGN_IN.map((path) => (path.endsWith("x") || path.endsWith(".ts") ? path : `${path}/**`)),
        ...SCAN.map((dir) => `${dir}/**`),
        "src/testing/**",
        "**/*.test.*",
      ],
    },
    { path: "<rootDir>/src/i18n/locales/{locale}/scan", include: SCAN, exclude: ["**/*.test.*"] },
  ],
});
