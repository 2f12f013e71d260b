import type { CurrencyOut } from "../../contract";

/** Codes ICU lists that are not money one prices things in: testing, "no currency", precious metals, fund units. */
const NOT_MONEY = new Set(["XTS", "XXX", "XAU", "XAG", "XPD", "XPT", "XBA", "XBB", "XBC", "XBD", "XDR", "XSU", "XUA"]);

let list: CurrencyOut[] | undefined;

/** The ISO 4217 currencies (GET /v1/currencies) from the runtime's ICU data rather than a hand-kept file. */
export function currencies(): CurrencyOut[] {
  if (list) return list;
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  list = Intl.supportedValuesOf("currency")
    .filter((code) => !NOT_MONEY.has(code))
    .map((code) => {
      const format = new Intl.NumberFormat("en", { style: "currency", currency: code });
      const symbol = format.formatToParts(0).find((p) => p.type === "currency")?.value ?? code;
      return {
        code,
        name: names.of(code) ?? code,
        local: "",
        symbol,
        decimals: format.resolvedOptions().maximumFractionDigits ?? 2,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return list;
}

export const isCurrency = (code: string) => currencies().some((c) => c.code === code.toUpperCase());
