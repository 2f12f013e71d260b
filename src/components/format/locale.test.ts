import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../i18n/activate";
import { formatDate } from "./date";
import { chooseFormat, languageLocale, onFormatChange, userLocale } from "./locale";
import { formatMoney } from "./money";
import { formatNumber } from "./number";

// Intl output uses no-break spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

afterEach(async () => {
  chooseFormat(null);
  await activateLanguage("en", ["sign-in"]);
});

describe("languageLocale", () => {
  it("keeps the browser's region when the browser speaks that language", () => {
    expect(languageLocale("fr", ["de-DE", "fr-CH"])).toBe("fr-CH");
    expect(languageLocale("en", ["en-GB", "en-US"])).toBe("en-GB");
  });

  it("takes the bare language otherwise", () => {
    expect(languageLocale("fr", ["en-US"])).toBe("fr");
  });
});

describe("formats follow the chosen language", () => {
  it("writes dates, amounts and numbers the French way once French is chosen", async () => {
    await activateLanguage("fr", ["sign-in"]);
    expect(userLocale()).toMatch(/^fr/);
    expect(formatDate("2025-03-14")).toBe("14 mars 2025");
    expect(plain(formatMoney(129.9, "EUR"))).toBe("129,90 €");
    expect(plain(formatNumber(1234.5))).toBe("1 234,5");
  });

  it("uses the chosen format over the language and tells the app to render afresh", async () => {
    await activateLanguage("fr", ["sign-in"]);
    const onChange = vi.fn();
    const off = onFormatChange(onChange);
    chooseFormat("en-GB");
    off();
    expect(onChange).toHaveBeenCalledOnce();
    expect(formatDate("2025-03-14")).toBe("14 Mar 2025");
    expect(formatMoney(129.9, "EUR")).toBe("€129.90");
    chooseFormat(null);
    expect(formatDate("2025-03-14")).toBe("14 mars 2025");
  });
});
