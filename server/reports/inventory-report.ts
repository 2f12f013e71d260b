import { formatAssetId, type ReportFormat, type ReportLanguage } from "../../contract";
import type { BlobStore } from "../attachments/blob-store";
import { csvLine } from "../csv/csv-line";
import type { JobResult } from "../data-transfer/job-runner";
import { planItems, type ReportItem, type ReportPlan, type Section } from "./inventory-rows";
import { mapOrdered } from "./ordered-pool";
import { reportHeading, writeReportFile, type ReportDeps } from "./report-file";
import { ReportPdf, type Column } from "./report-pdf";
import { reportFormats } from "./report-text";
import { reportWords, type ReportWords } from "./report-words";
import { PHOTOS_AT_ONCE, reportPhoto } from "./thumbnails";

export interface InventoryRequest {
  groupId: string;
  format: ReportFormat;
  language: ReportLanguage;
  madeBy: string;
  plan: ReportPlan;
}

const COLUMN_KEYS = [
  ["photo", 32],
  ["name", 140],
  ["assetId", 50],
  ["manufacturer", 75],
  ["model", 75],
  ["serial", 80],
  ["purchased", 58],
  ["price", 62],
  ["quantity", 40],
  ["value", 68],
  ["warranty", 90],
] as const;
/** A location's part of the report while its rows are written, with the sums its subtotal line shows. */
interface OpenSection {
  of: Section;
  path: string;
  subtotal: number;
  count: number;
}

const RIGHT = new Set(["price", "quantity", "value"]);

const columnsOf = (w: ReportWords): Column[] =>
  COLUMN_KEYS.map(([key, width]) => ({ title: w[key], width, align: RIGHT.has(key) ? "right" : "left" }));

/**
 * The inventory report for insurers: every item of the plan under its location's path, with a subtotal per
 * location and the grand total (price × quantity) in the group's currency; as PDF or CSV.
 */
export function writeInventoryReport(
  deps: ReportDeps & { blobs: BlobStore },
  req: InventoryRequest,
  onProgress: (percent: number) => void,
): Promise<JobResult> {
  return writeReportFile(deps, req.format, async (out) => {
    const heading = await reportHeading(deps.db, req.groupId, req.language, req.madeBy, "inventoryTitle");
    const words = reportWords(req.language);
    const f = reportFormats(req.language, heading.currency);
    const warranty = (r: ReportItem) =>
      r.lifetime_warranty === 1
        ? words.lifetime
        : [f.day(r.warranty_expires), r.warranty_details].filter(Boolean).join(", ");
    const cells = (r: ReportItem) => [
      "",
      r.name,
      r.asset_id ? formatAssetId(r.asset_id) : "",
      r.manufacturer,
      r.model_number,
      r.serial_number,
      f.day(r.purchase_date),
      f.money(r.purchase_price),
      f.number(r.quantity),
      f.money(r.purchase_price * r.quantity),
      warranty(r),
    ];
    const pdf = req.format === "pdf" ? new ReportPdf(out, heading, columnsOf(words), words) : null;
    const csv = (values: string[]) => out.write(csvLine(values));
    if (!pdf)
      csv([
        words.location,
        ...columnsOf(words)
          .slice(1)
          .map((c) => c.title),
      ]);
    const sumLine = (label: string, money: number) => ["", label, "", "", "", "", "", "", "", f.money(money), ""];
    let done = 0;
    let total = 0;
    const closeSection = (s: OpenSection) => {
      total += s.subtotal;
      pdf?.sum(sumLine(`${words.subtotal}: ${s.path} (${s.count} ${words.items})`, s.subtotal));
    };
    // The section being written: its subtotal line comes when the next section starts or the items end.
    let open: OpenSection | undefined;
    // Photos are shrunk a few rows ahead while the writer lays out the rows before them.
    const rows = mapOrdered(planItems(deps.db, req.groupId, req.plan), PHOTOS_AT_ONCE, async (row) => ({
      ...row,
      photo: pdf && row.item.thumbnail_key ? await reportPhoto(deps.blobs, row.item.thumbnail_key) : null,
    }));
    for await (const { section, item: r, photo } of rows) {
      if (open?.of !== section) {
        if (open) closeSection(open);
        open = {
          of: section,
          path: section.path.length > 0 ? section.path.join(" / ") : words.noLocation,
          subtotal: 0,
          count: 0,
        };
        pdf?.section(open.path);
      }
      if (pdf) pdf.row(cells(r), photo);
      else csv([open.path, ...csvCells(r, warranty(r))]);
      open.subtotal += r.purchase_price * r.quantity;
      open.count += 1;
      done += 1;
      onProgress(Math.floor((done / Math.max(1, req.plan.items)) * 95));
    }
    if (open) closeSection(open);
    const label = `${words.total} (${done} ${words.items})`;
    if (pdf) {
      pdf.sum(sumLine(label, total));
      await pdf.end();
    } else {
      csv([words.total, "", "", "", "", "", "", "", "", money2(total), ""]);
      out.end();
    }
    return { items: done };
  });
}

/** CSV keeps numbers and dates as a spreadsheet reads them in any language: `1234.5`, `2024-12-31`. */
const money2 = (n: number) => n.toFixed(2);
const csvCells = (r: ReportItem, warranty: string) => [
  r.name,
  r.asset_id ? formatAssetId(r.asset_id) : "",
  r.manufacturer,
  r.model_number,
  r.serial_number,
  r.purchase_date,
  money2(r.purchase_price),
  String(r.quantity),
  money2(r.purchase_price * r.quantity),
  r.lifetime_warranty === 1 ? warranty : [r.warranty_expires, r.warranty_details].filter(Boolean).join(", "),
];
