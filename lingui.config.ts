import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Four catalogs per language (docs/i18n.md): `sign-in` holds the strings the signed-out pages can show
 * (the auth feature and the shared code it uses), `scan` those of the scanning pages and panel, `manage`
 * those of the management pages, `app` everything else. The sign-in page loads only its own small catalog
 * (its bundle budget), the app `sign-in` and `app`, the scan and management chunks their part with them.
 */
const SIGN_IN = [
  "src/features/auth",
  "src/api",
  "src/components/ui/error-text.tsx",
  "src/i18n/activate.ts",
  "src/i18n/languages.ts",
];

/** The scanning pages and panel (lazy chunks of their own): their words load with them. */
const SCAN = [
  ...["panel", "session", "calibration", "camera", "create"].map((dir) => `src/features/scan/${dir}`),
  "src/features/stocktake",
];

const inFeature = (feature: string, files: string[]) => files.map((file) => `src/features/${feature}/${file}`);

/**
 * The management pages (lazy chunks of their own, loaded with `manage`) and the files only they use: the
 * inventory and edit pages do not carry their words. A file another page uses stays in `app`.
 */
const MANAGE = [
  "src/features/data-transfer",
  "src/i18n/import-errors.ts",
  "src/features/notifiers",
  ...inFeature("settings", [
    "settings-layout.tsx",
    "account-page.tsx",
    "api-keys-section.tsx",
    "copy-button.tsx",
    "delete-account-section.tsx",
    "format-section.tsx",
    "password-section.tsx",
    "theme-section.tsx",
    "group-page.tsx",
    "invitations-section.tsx",
    "invite-qr.tsx",
    "members-section.tsx",
  ]),
  ...inFeature("labels", [
    "labels-page.tsx",
    "design-form.tsx",
    "label-card.tsx",
    "sheet-layout.ts",
    "sheet-preview.tsx",
  ]),
  ...inFeature("templates", ["templates-page.tsx", "template-edit-page.tsx", "template-details.tsx"]),
  "src/features/maintenance/maintenance-page.tsx",
  "src/features/history/activity",
  "src/features/entity-types/entity-types-page.tsx",
  "src/features/tags/tags-page.tsx",
];

/** A catalog's `include` entry as an `exclude` one: a file as it is, a folder with everything inside. */
const everythingIn = (path: string) => (/\.tsx?$/.test(path) ? path : `${path}/**`);

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
      exclude: [...[...SIGN_IN, ...SCAN, ...MANAGE].map(everythingIn), "src/testing/**", "**/*.test.*"],
    },
    { path: "<rootDir>/src/i18n/locales/{locale}/scan", include: SCAN, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/src/i18n/locales/{locale}/manage", include: MANAGE, exclude: ["**/*.test.*"] },
  ],
});
