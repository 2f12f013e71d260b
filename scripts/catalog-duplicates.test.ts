import { formatter } from "@lingui/format-po";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sharedTranslations } from "./catalog-duplicates";

const fixture = readFileSync(new URL("./fixtures/duplicate-translation.po", import.meta.url), "utf8");

async function parse(po: string) {
  const catalog = await formatter().parse(po, { locale: "fr", sourceLocale: "en", filename: "fixture.po" });
  return catalog ?? {};
}

describe("sharedTranslations", () => {
  it("fails on two messages with one translation, and only on those", async () => {
    const problems = sharedTranslations("fr", [await parse(fixture)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"Tags", "Labels"');
  });

  it("finds the clash across two parts of one language", async () => {
    const [tags, labels] = fixture.split('msgid "Labels"');
    const problems = sharedTranslations("fr", [await parse(tags!), await parse(`msgid "Labels"${labels!}`)]);
    expect(problems).toHaveLength(1);
  });

  it("accepts distinct translations", async () => {
    const distinct = fixture.replace('msgstr "Étiquettes"\n\nmsgid "Create', 'msgstr "Mots-clés"\n\nmsgid "Create');
    expect(sharedTranslations("fr", [await parse(distinct)])).toEqual([]);
  });
});
