import { formatAssetId, type ReportFormat, type ReportLanguage } from "../../contract";
import type { BlobStore } from "../attachments/blob-store";
import { csvLine } from "../csv/csv-line";
import type { JobResult } from "../data-transfer/job-runner";
import { sectionItems, type ReportItem, type ReportPlan } from "./inventory-rows";
import { reportHeading, writeReportFile, type ReportDeps } from "./report-file";
import { ReportPdf, type Column } from "./report-pdf";
import { reportFormats } from "./report-text";
import { reportWords, type ReportWords } from "./report-words";
import { thumbnails } from "./thumbnails";

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
    let done = 0;
    let total = 0;
    for (const section of req.plan.sections) {
      const path = section.path.length > 0 ? section.path.join(" / ") : words.noLocation;
      let subtotal = 0;
      let count = 0;
      for await (const page of sectionItems(deps.db, req.groupId, req.plan, section)) {
        if (count === 0) pdf?.section(path);
        const photos = pdf
          ? await thumbnails(
              deps.blobs,
              page.map((r) => r.thumbnail_key),
            )
          : [];
        page.forEach((r, i) => {
          if (pdf) pdf.row(cells(r), photos[i] ?? null);
          else csv([path, ...csvCells(r, warranty(r))]);
          subtotal += r.purchase_price * r.quantity;
        });
        count += page.length;
        done += page.length;
        onProgress(Math.floor((done / Math.max(1, req.plan.items)) * 95));
      }
      if (count === 0) continue;
      total += subtotal;
      const label = `${words.subtotal}: ${path} (${count} ${words.items})`;
      if (pdf) pdf.sum(["", label, "", "", "", "", "", "", "", f.money(subtotal), ""]);
    }
    const label = `${words.total} (${done} ${words.items})`;
    if (pdf) {
      pdf.sum(["", label, "", "", "", "", "", "", "", f.money(total), ""]);
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
