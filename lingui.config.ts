import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Two catalogs per language (docs/i18n.md): `sign-in` holds the strings the signed-out pages can show
 * (the auth feature and the shared code it uses), `app` everything else. The sign-in page loads only its
 * own small catalog, which keeps it inside its bundle budget; the app loads both.
 */
const SIGN_IN = ["src/features/auth", "src/api", "src/components", "src/i18n"];

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
      exclude: [...SIGN_IN.map((dir) => `${dir}/**`), "src/testing/**", "**/*.test.*"],
    },
  ],
});
