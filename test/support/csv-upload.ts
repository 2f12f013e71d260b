import { readFileSync } from "node:fs";
import path from "node:path";
import { csvEndpoints, entityEndpoints, type ImportMapping } from "../../contract";
import type { Res, Session } from "./client";

/** A fixture of test/fixtures/homebox as text. */
export const homeboxFixture = (name: string) =>
  readFileSync(path.join(__dirname, "..", "fixtures", "homebox", name), "utf8");

/**
 * Sends `text` to the CSV import as the multipart part `csv`, as a browser form does, asking for the
 * report as the SPA does (`report: false` gets Homebox's 204); `mapping` is sent as the part `mapping`.
 */
export function importCsvText(
  s: Session,
  text: string,
  opts: {
    dryRun?: boolean;
    report?: boolean;
    name?: string;
    mapping?: ImportMapping | Record<string, unknown> | string;
  } = {},
): Promise<Res> {
  const form = new FormData();
  form.append("csv", new Blob([text], { type: "text/csv" }), opts.name ?? "import.csv");
  if (opts.mapping !== undefined) {
    form.append("mapping", typeof opts.mapping === "string" ? opts.mapping : JSON.stringify(opts.mapping));
  }
  const query = {
    ...(opts.dryRun && { dryRun: "true" as const }),
    ...(opts.report !== false && { report: "true" as const }),
  };
  return s.call(csvEndpoints.import, { query, body: form });
}

/** Every entity of the group (archived ones too), by name. */
export async function entitiesByName(s: Session): Promise<Map<string, any>> {
  const res = await s.call(entityEndpoints.list, {
    query: { isLocation: "any", pageSize: "100", includeArchived: "true" },
  });
  return new Map(res.body.items.map((e) => [e.name, e]));
}
