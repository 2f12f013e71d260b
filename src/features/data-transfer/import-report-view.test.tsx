// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ImportReport } from "../../../contract/data-transfer";
import { activateLanguage } from "../../i18n/activate";
import { WithI18n } from "../../testing/with-i18n";
import { Preview } from "./import-report-view";

const CATALOGS = ["sign-in", "app", "manage"] as const;

/** A dry run's report with three row errors, each with the values its sentence names. */
const report: ImportReport = {
  ...{ dryRun: true, rows: 3, create: 0, update: 0, skip: 0, newLocations: 0, newTags: 0, newTypes: 0 },
  ...{ separator: "semicolon", encoding: "utf-8", ignoredColumns: [], errorCount: 3, preview: [] },
  errors: [
    {
      row: 2,
      column: "Menge",
      code: "not_number",
      params: { max: 1000000, accepts: ["1.234,50", "1234,5"] },
      message: "x",
    },
    { row: 3, column: "Versichert", code: "not_yes_no", params: { accepts: ["ja", "nein"] }, message: "x" },
    { row: 4, column: "HB.parent_import_ref", code: "unknown_import_ref", params: { ref: "K-7" }, message: "x" },
  ],
};

/** The "Problem" cells of the row errors' table, top to bottom. */
async function problems(language: "en" | "de" | "fr") {
  await activateLanguage(language, [...CATALOGS]);
  render(<Preview report={report} />, { wrapper: WithI18n });
  const rows = within(screen.getByRole("table", { name: /./ }))
    .getAllByRole("row")
    .slice(1);
  return rows.map((row) => within(row).getAllByRole("cell")[2]!.textContent);
}

afterEach(async () => {
  cleanup();
  await activateLanguage("en", [...CATALOGS]);
});

describe("an import's row errors, worded from their codes", () => {
  it("in English", async () => {
    expect(await problems("en")).toEqual([
      "must be a number from 0 to 1000000, such as 1.234,50 or 1234,5",
      "must be ja or nein",
      "no row or entity has the import ref K-7",
    ]);
  });

  it("in German", async () => {
    expect(await problems("de")).toEqual([
      "muss eine Zahl von 0 bis 1000000 sein, etwa 1.234,50 oder 1234,5",
      "muss ja oder nein sein",
      "keine Zeile und kein Eintrag hat die Import-Referenz K-7",
    ]);
  });

  it("in French", async () => {
    expect(await problems("fr")).toEqual([
      "doit être un nombre de 0 à 1000000, par exemple 1.234,50 ou 1234,5",
      "doit être ja ou nein",
      "aucune ligne ni aucun élément n’a la référence d’import K-7",
    ]);
  });
});
