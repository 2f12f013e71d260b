import type { CatalogType } from "@lingui/conf";
import { SYNONYMS } from "./catalog-synonyms";

/** The English text of an entry, with its context when it has one ("maintenance status|Open"). */
const source = (id: string, entry: CatalogType[string]) => {
  const message = entry.message ?? id;
  return entry.context ? `${entry.context}|${message}` : message;
};

const synonymGroup = new Map(SYNONYMS.flatMap((group, index) => group.messages.map((m) => [m, index] as const)));
const sameMeaning = (a: string, b: string) => synonymGroup.has(a) && synonymGroup.get(a) === synonymGroup.get(b);

/**
 * Two different English messages given one translation in a language ("Tags" and "Labels" both
 * "Étiquettes"): one page would show two things under one name. A language's parts are read together,
 * since a page shows them side by side; synonyms on the allow-list (catalog-synonyms.ts) may share one.
 */
export function sharedTranslations(locale: string, catalogs: readonly CatalogType[]): string[] {
  const byTranslation = new Map<string, Set<string>>();
  for (const messages of catalogs) {
    for (const [id, entry] of Object.entries(messages)) {
      const translation = entry.translation?.trim();
      if (entry.obsolete || !translation) continue;
      const sources = byTranslation.get(translation) ?? new Set<string>();
      byTranslation.set(translation, sources.add(source(id, entry)));
    }
  }
  const problems: string[] = [];
  for (const [translation, sources] of byTranslation) {
    const [first, ...others] = [...sources];
    const clashing = others.filter((other) => !sameMeaning(first!, other));
    if (clashing.length > 0) {
      const list = [first!, ...clashing].map((s) => `"${s}"`).join(", ");
      problems.push(
        `${locale}: one translation "${translation}" for ${list} (tell them apart, or list them in scripts/catalog-synonyms.ts)`,
      );
    }
  }
  return problems;
}
