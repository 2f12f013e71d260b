import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import type { CatalogType } from "@lingui/conf";
import path from "node:path";
import { sharedTranslations } from "./catalog-duplicates";
import { plainStrings } from "./find-plain-strings";

/**
 * The catalog check (docs/i18n.md): no plain strings, catalogs up to date, every message translated, no
 * translation shared by two different messages.
 */
const config = getConfig({ cwd: process.cwd() });
const problems: string[] = [];
const partsByLocale = new Map<string, CatalogType[]>();

for (const catalog of await getCatalogs(config)) {
  const extracted = (await catalog.collect()) ?? {};
  const inCode = new Set(Object.keys(extracted));
  for (const locale of config.locales) {
    const file = path.relative(process.cwd(), catalog.getFilename(locale));
    const messages = await catalog.read(locale);
    partsByLocale.set(locale, [...(partsByLocale.get(locale) ?? []), messages ?? {}]);
    const inFile = new Set(Object.keys(messages ?? {}).filter((id) => !messages[id]!.obsolete));
    for (const id of inCode) {
      if (!inFile.has(id)) problems.push(`${file}: not extracted: "${extracted[id]!.message ?? id}"`);
    }
    for (const id of inFile) {
      const entry = messages[id]!;
      if (!inCode.has(id)) problems.push(`${file}: no longer in the code: "${entry.message ?? id}"`);
      else if (!entry.translation?.trim()) problems.push(`${file}: untranslated: "${entry.message ?? id}"`);
    }
  }
}

for (const [locale, parts] of partsByLocale) {
  if (locale !== config.sourceLocale) problems.push(...sharedTranslations(locale, parts));
}

// Words shown without Lingui never reach a catalog: they are found in the code itself.
for (const plain of plainStrings()) problems.push(`${plain}: not translatable (wrap it, docs/i18n.md)`);

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} catalog problem(s). Run \`npm run i18n:extract\`, translate, see docs/i18n.md.`);
  process.exit(1);
}
console.log("catalogs: complete and up to date");
