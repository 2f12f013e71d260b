import { userLocale } from "./locale";

/** The currency of a region (ISO 3166 → ISO 4217), the guess until the group's own currency is known. */
const CURRENCY_BY_REGION: Readonly<Record<string, string>> = {
  US: "USD",
  CA: "CAD",
  MX: "MXN",
  BR: "BRL",
  GB: "GBP",
  IE: "EUR",
  DE: "EUR",
  AT: "EUR",
  FR: "EUR",
  BE: "EUR",
  NL: "EUR",
  LU: "EUR",
  IT: "EUR",
  ES: "EUR",
  PT: "EUR",
  FI: "EUR",
  GR: "EUR",
  SK: "EUR",
  SI: "EUR",
  EE: "EUR",
  LV: "EUR",
  LT: "EUR",
  MT: "EUR",
  CY: "EUR",
  HR: "EUR",
  CH: "CHF",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  JP: "JPY",
  CN: "CNY",
  KR: "KRW",
  IN: "INR",
  AU: "AUD",
  NZ: "NZD",
  ZA: "ZAR",
};

const FALLBACK_CURRENCY = "USD";

/** The selected group's currency (GET /v1/users/self), once known; it wins over the locale's guess. */
let groupCurrency: string | undefined;
export function setGroupCurrency(code: string | undefined): void {
  groupCurrency = code;
}

/** The group's currency, else the locale region's (`de` counts as Germany, an unknown region as USD). */
export function defaultCurrency(locale: string = userLocale()): string {
  if (groupCurrency) return groupCurrency;
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return (region && CURRENCY_BY_REGION[region]) || FALLBACK_CURRENCY;
  } catch {
    return FALLBACK_CURRENCY; // not a valid language tag
  }
}

/** A chart axis's tick: a whole amount in the currency as the locale writes it (`1.500 €` in de-DE), kept short. */
export function formatAxisMoney(amount: number | string, currency: string, locale: string = userLocale()): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(
    Number(amount),
  );
}

/** An amount in a currency as the locale writes it (`129,99 €` in de-DE, `$129.99` in en-US). */
export function formatMoney(
  amount: number,
  currency: string = defaultCurrency(),
  locale: string = userLocale(),
): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}
