import { PassThrough, Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { ReportFormat, ReportLanguage, StocktakeOut } from "../../contract";
import { csvLine } from "../csv/csv-line";
import type { Database } from "../db/schema";
import { reportHeading } from "../reports/report-file";
import { ReportPdf, type Column } from "../reports/report-pdf";
import { reportFormats } from "../reports/report-text";
import { reportWords } from "../reports/report-words";

type Outcome = "found" | "missing" | "unexpected";
interface Line {
  outcome: Outcome;
  entityId: string;
  name: string;
  assetId: string | null;
  place: string;
  quantity: number | null;
  count: number | null;
}

/** The entities' prices now, read in chunks that stay under every database's parameter limit. */
async function pricesOf(db: Kysely<Database>, groupId: string, ids: string[]) {
  const prices = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("entities")
      .select(["id", "purchase_price"])
      .where("group_id", "=", groupId)
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
    for (const r of rows) prices.set(r.id, r.purchase_price);
  }
  return prices;
}

function linesOf(view: StocktakeOut): Line[] {
  return [
    ...view.found.map((e) => ({ outcome: "found" as const, ...e, place: view.locationName })),
    ...view.missing.map((e) => ({ outcome: "missing" as const, ...e, place: e.recordedAt?.name ?? "", count: 0 })),
    ...view.unexpected.map((e) => ({
      outcome: "unexpected" as const,
      ...e,
      place: e.recordedAt?.name ?? "",
      quantity: null,
    })),
  ];
}

/**
 * The stock-take's report (issue 42, point 5): place, who, when, each entity with its outcome, the counts and
 * the value of each outcome (price × quantity, or × count when found) in the group's currency.
 */
export async function stocktakeReport(
  db: Kysely<Database>,
  groupId: string,
  view: StocktakeOut,
  req: { format: ReportFormat; language: ReportLanguage; madeBy: string },
): Promise<ReadableStream<Uint8Array>> {
  const heading = await reportHeading(db, groupId, req.language, req.madeBy, "stocktakeTitle");
  const w = reportWords(req.language);
  const f = reportFormats(req.language, heading.currency);
  const lines = linesOf(view);
  const prices = await pricesOf(
    db,
    groupId,
    lines.map((l) => l.entityId),
  );
  const valueOf = (l: Line) =>
    (prices.get(l.entityId) ?? 0) * (l.outcome === "missing" ? (l.quantity ?? 0) : (l.count ?? 0));
  const place = `${w.place}: ${view.locationName}${view.recursive ? ` (${w.withBeneath})` : ""}`;
  const when = `${w.started}: ${f.moment(view.createdAt)}${view.closedAt ? ` · ${w.closed}: ${f.moment(view.closedAt)}` : ""}`;
  const subtitle = `${place} · ${w.startedBy}: ${view.createdBy.name} · ${when} · ${w.status}: ${w[view.status]}`;
  const columns: Column[] = [
    { title: w.name, width: 220 },
    { title: w.assetId, width: 70 },
    { title: w.outcome, width: 80 },
    { title: w.location, width: 150 },
    { title: w.quantity, width: 60, align: "right" },
    { title: w.count, width: 60, align: "right" },
    { title: w.value, width: 90, align: "right" },
  ];
  const out = new PassThrough();
  const write = async () => {
    const pdf = req.format === "pdf" ? new ReportPdf(out, { ...heading, subtitle }, columns, w) : null;
    if (!pdf) {
      out.write(csvLine([w.outcome, w.name, w.assetId, w.location, w.quantity, w.count, w.value]));
    }
    const num = (n: number | null) => (n === null ? "" : pdf ? f.number(n) : String(n));
    const money = (n: number) => (pdf ? f.money(n) : n.toFixed(2));
    const sums: string[][] = [];
    for (const outcome of ["found", "missing", "unexpected"] as const) {
      const of = lines.filter((l) => l.outcome === outcome);
      if (of.length === 0) continue;
      pdf?.section(`${w[outcome]} (${of.length})`);
      let value = 0;
      for (const l of of) {
        value += valueOf(l);
        const cells = [l.name, l.assetId ?? "", w[outcome], l.place, num(l.quantity), num(l.count), money(valueOf(l))];
        if (pdf) pdf.row(cells);
        else out.write(csvLine([w[outcome], ...cells.slice(0, 2), ...cells.slice(3)]));
      }
      sums.push([`${w.total} ${w[outcome]}: ${of.length} ${w.items}`, "", "", "", "", "", money(value)]);
    }
    if (view.unknown.length > 0) {
      pdf?.section(`${w.unknown} (${view.unknown.length})`);
      for (const u of view.unknown) {
        if (pdf) pdf.row([u.code, "", w.unknown, "", "", num(u.scans), ""]);
        else out.write(csvLine([w.unknown, u.code, "", "", "", String(u.scans), ""]));
      }
    }
    const expected = `${w.expected}: ${view.expected}`;
    if (pdf) {
      pdf.section(expected);
      for (const s of sums) pdf.sum(s);
      await pdf.end();
    } else {
      out.write(csvLine([w.expected, "", "", "", String(view.expected), "", ""]));
      for (const s of sums) out.write(csvLine(s));
      out.end();
    }
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
