import { readFileSync } from "node:fs";
import path from "node:path";
import { csvEndpoints, entityEndpoints } from "../../contract";
import type { Res, Session } from "./client";

/** A fixture of test/fixtures/homebox as text. */
export const homeboxFixture = (name: string) =>
  readFileSync(path.join(__dirname, "..", "fixtures", "homebox", name), "utf8");

/** Sends `text` to the CSV import as the multipart part `csv`, as a browser form does. */
export function importCsvText(s: Session, text: string, opts: { dryRun?: boolean; name?: string } = {}): Promise<Res> {
  const form = new FormData();
  form.append("csv", new Blob([text], { type: "text/csv" }), opts.name ?? "import.csv");
  return s.call(csvEndpoints.import, { query: opts.dryRun ? { dryRun: "true" } : {}, body: form });
}

/** Every entity of the group (archived ones too), by name. */
export async function entitiesByName(s: Session): Promise<Map<string, any>> {
  const res = await s.call(entityEndpoints.list, { query: { pageSize: "100", includeArchived: "true" } });
  return new Map(res.body.items.map((e) => [e.name, e]));
}
