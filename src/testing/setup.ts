// jest-dom matchers (toBeInTheDocument, toHaveValue, toBeDisabled, ...) for every test: they fail with a
// readable message, where `getBy…().toBeTruthy()` could not fail at all.
import "@testing-library/jest-dom/vitest";
import { expect } from "vitest";
import { configure } from "@testing-library/react";

// findBy…/waitFor wait up to 5 s (not 1 s): pages load their lazy chunk and data first, and the test
// machine may be busy. A ceiling on waiting, never a timing assertion.
configure({ asyncUtilTimeout: 5000 });

// The SPA's tests read the English text, compiled from the catalogs as in the build (docs/i18n.md).
if (expect.getState().testPath?.includes("/src/")) {
  const { activateLanguage } = await import("../i18n/activate");
  await activateLanguage("en", ["sign-in", "app", "scan", "manage"]);
}
