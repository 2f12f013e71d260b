import { readFileSync } from "node:fs";
import path from "node:path";
import type { Res, Session } from "./client";

/** A fixture of test/fixtures/homebox as text. */
export const homeboxFixture = (name: string) =>
  readFileSync(path.join(__dirname, "..", "fixtures", "homebox", name), "utf8");

/** Sends `text` to the CSV import as the multipart part `csv`, as a browser form does. */
export function importCsvText(s: Session, text: string, opts: { dryRun?: boolean; name?: string } = {}): Promise<Res> {
  const form = new FormData();
  form.append("csv", new Blob([text], { type: "text/csv" }), opts.name ?? "import.csv");
  return s.req("POST", `/v1/entities/import${opts.dryRun ? "?dryRun=true" : ""}`, form);
}

/** Every entity of the group (archived ones too), by name. */
export async function entitiesByName(s: Session): Promise<Map<string, any>> {
  const res = await s.req("GET", "/v1/entities?pageSize=100&includeArchived=true");
  return new Map((res.body.items as any[]).map((e) => [e.name, e]));
}
