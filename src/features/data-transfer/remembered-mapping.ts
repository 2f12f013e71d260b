import { z } from "zod";
import { SheetLocale } from "../../../contract/data-transfer";

/**
 * The last mapping used, kept in this browser (localStorage, for every group alike): each header's choice,
 * so the next sheet with the same headers comes with them chosen, and the sheet's language.
 */
const KEY = "inventory.import-mapping";
const Remembered = z.object({ columns: z.record(z.string(), z.string()), locale: SheetLocale });
export type RememberedMapping = z.infer<typeof Remembered>;

export function rememberedMapping(): RememberedMapping | undefined {
  try {
    const parsed = Remembered.safeParse(JSON.parse(localStorage.getItem(KEY) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // storage blocked or not JSON: nothing remembered
  }
}

/** Adds this import's choices to what is remembered ("" for a column not imported). */
export function rememberMapping(mapping: RememberedMapping) {
  const columns = { ...rememberedMapping()?.columns, ...mapping.columns };
  try {
    localStorage.setItem(KEY, JSON.stringify({ columns, locale: mapping.locale }));
  } catch {
    // Not remembered: the next import guesses again.
  }
}
