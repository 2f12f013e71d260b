import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "../../i18n/activate";
import { changedAmount } from "./amount";
import { formatDate } from "./date";
import { defaultCurrency, formatAxisMoney, formatMoney } from "./money";

// Intl output uses no-break spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("defaultCurrency", () => {
  it("takes the currency of the locale's region", () => {
    expect(defaultCurrency("de-DE")).toBe("EUR");
    expect(defaultCurrency("en-US")).toBe("USD");
    expect(defaultCurrency("en-GB")).toBe("GBP");
    expect(defaultCurrency("de-CH")).toBe("CHF");
  });

  it("guesses the region of a bare language and falls back to USD", () => {
    expect(defaultCurrency("fr")).toBe("EUR");
    expect(defaultCurrency("en-AQ")).toBe("USD");
    expect(defaultCurrency("not a locale!")).toBe("USD");
  });
});

describe("formatMoney", () => {
  it("writes euros the German way", () => {
    expect(plain(formatMoney(129.99, "EUR", "de-DE"))).toBe("129,99 €");
    expect(plain(formatMoney(1234.5, "EUR", "de-DE"))).toBe("1.234,50 €");
  });

  it("writes dollars the American way", () => {
    expect(formatMoney(129.99, "USD", "en-US")).toBe("$129.99");
    expect(formatMoney(1234.5, "USD", "en-US")).toBe("$1,234.50");
  });
});

describe("formatAxisMoney (the value and purchase charts' ticks)", () => {
  afterEach(() => activateLanguage("en", ["sign-in"]));

  it("writes whole amounts in the given currency and locale, from Chart.js's number or string ticks", () => {
    expect(plain(formatAxisMoney(1500, "EUR", "de-DE"))).toBe("1.500 €");
    expect(plain(formatAxisMoney("2500", "EUR", "fr-FR"))).toBe("2 500 €");
    expect(formatAxisMoney(1499.6, "GBP", "en-GB")).toBe("£1,500");
    expect(formatAxisMoney(0, "USD", "en-US")).toBe("$0");
  });

  it("follows the chosen language when no format is given", async () => {
    await activateLanguage("de", ["sign-in"]);
    expect(plain(formatAxisMoney(1500, "CHF"))).toBe("1.500 CHF");
    await activateLanguage("fr", ["sign-in"]);
    expect(plain(formatAxisMoney(1500, "EUR"))).toBe("1 500 €");
  });
});

describe("formatDate", () => {
  it("writes a day in the locale's order, whatever the time zone", () => {
    expect(formatDate("2023-12-24", "de-DE")).toBe("24.12.2023");
    expect(formatDate("2023-12-24", "en-US")).toBe("Dec 24, 2023");
  });

  it("keeps the time of day of a date-time", () => {
    expect(formatDate("2023-02-03T10:20:00", "de-DE")).toBe("03.02.2023, 10:20");
  });

  it("shows anything else as stored", () => {
    expect(formatDate("", "de-DE")).toBe("");
    expect(formatDate("soon", "de-DE")).toBe("soon");
  });
});

describe("changedAmount (quantity buttons, Use one, Amount used)", () => {
  it("keeps decimal quantities as a person writes them, and never goes below 0", () => {
    expect(2.3 - 0.1).not.toBe(2.2);
    expect(changedAmount(2.3, -0.1)).toBe(2.2);
    expect(changedAmount(0.1, 0.2)).toBe(0.3);
    expect(changedAmount(1.5, 1)).toBe(2.5);
    expect(changedAmount(0.4, -1)).toBe(0);
  });
});
