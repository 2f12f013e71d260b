import type { SheetLocale } from "../../contract";
import type { CellFormat } from "../domain/homebox-csv";

/**
 * How spreadsheets in English, German and French write numbers, dates and yes/no when saved as CSV, read
 * into Homebox's notation for a mapped sheet (docs/data-transfer.md, "Column mapping"). Strict: a cell that
 * could mean two things in the language ("1.5" in German) is refused, never guessed.
 */

/** A currency sign before or after the amount, as a sheet formatted as money writes it. */
const CURRENCY = /^[€$£]\s*|\s*(?:[€$£]|EUR|USD|GBP|CHF)$/gi;

interface Notation {
  /** The thousands separator (a class of characters), the decimal mark. */
  group: string;
  decimal: string;
}

const NOTATIONS: Record<SheetLocale, Notation> = {
  en: { group: ",", decimal: "." },
  de: { group: "\\.", decimal: "," },
  // French writes a (narrow) no-break space between thousands; a plain space is what most sheets save.
  fr: { group: " \\u00a0\\u202f", decimal: "," },
};

function numberIn({ group, decimal }: Notation) {
  const dec = decimal === "." ? "\\." : decimal;
  const grouped = new RegExp(`^\\d{1,3}(?:[${group}]\\d{3})+(?:${dec}\\d+)?$`);
  const plain = new RegExp(`^\\d+(?:${dec}\\d+)?$`);
  return (v: string): string | undefined => {
    const bare = v.replace(CURRENCY, "");
    if (bare === "") return v === "" ? "" : undefined;
    if (!grouped.test(bare) && !plain.test(bare)) return undefined;
    return bare.replace(new RegExp(`[${group}]`, "g"), "").replace(decimal, ".");
  };
}

/** Day-first dates (`31.12.2024` in German, `31/12/2024` in French) as `YYYY-MM-DD`; ISO dates as they are. */
function dayFirst(separator: "." | "/") {
  const pattern = new RegExp(`^(\\d{1,2})\\${separator}(\\d{1,2})\\${separator}(\\d{4})$`);
  return (v: string): string | undefined => {
    const [, day, month, year] = pattern.exec(v) ?? [];
    if (day && month && year) return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
    return v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
  };
}

function yesNo(yes: string[], no: string[]) {
  return (v: string): string | undefined => {
    const word = v.toLowerCase();
    if (yes.includes(word)) return "true";
    if (no.includes(word) || v === "") return "false";
    return undefined;
  };
}

export const LOCAL_FORMATS: Record<SheetLocale, CellFormat> = {
  en: {
    number: numberIn(NOTATIONS.en),
    date: (v) => v,
    bool: yesNo(["true", "yes", "y", "x", "1"], ["false", "no", "n", "0"]),
    accepts: { number: ["1,234.50", "1234.5"], date: ["MM/DD/YYYY", "YYYY-MM-DD"], bool: ["yes", "no"] },
  },
  de: {
    number: numberIn(NOTATIONS.de),
    date: dayFirst("."),
    bool: yesNo(["ja", "wahr", "x", "1", "true"], ["nein", "falsch", "0", "false"]),
    accepts: { number: ["1.234,50", "1234,5"], date: ["DD.MM.YYYY", "YYYY-MM-DD"], bool: ["ja", "nein"] },
  },
  fr: {
    number: numberIn(NOTATIONS.fr),
    date: dayFirst("/"),
    bool: yesNo(["oui", "vrai", "x", "1", "true"], ["non", "faux", "0", "false"]),
    accepts: { number: ["1 234,50", "1234,5"], date: ["DD/MM/YYYY", "YYYY-MM-DD"], bool: ["oui", "non"] },
  },
};
