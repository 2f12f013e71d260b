import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import type { ReportWords } from "./report-words";

/** One column of a report's table: its title, its share of the line in points, numbers to the right. */
export interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

/** What every page repeats at its top: the report, the group, who made it and when. */
export interface PageHeading {
  title: string;
  group: string;
  madeBy: string;
  madeOn: string;
  /** A line under the title (the stock-take's place). */
  subtitle?: string;
}

const MARGIN = 36;
const FONT_SIZE = 7.5;
const ROW = 14;
/** A row with a photo is as tall as its thumbnail. */
const PHOTO_ROW = 30;
const PHOTO = 26;

/**
 * Landscape A4 tables for the inventory and stock-take reports, streamed into `out` a page at a time. The
 * built-in Helvetica holds Windows-1252, which covers English, German and French; other characters of a
 * name are shown as "?" (docs/decisions/032-reports.md).
 */
export class ReportPdf {
  private readonly doc = new PDFDocument({ size: "A4", layout: "landscape", margin: MARGIN, bufferPages: false });
  private pageNo = 0;
  private readonly done: Promise<void>;

  constructor(
    out: Writable,
    private readonly heading: PageHeading,
    private readonly columns: readonly Column[],
    private readonly words: ReportWords,
  ) {
    this.doc.info.Title = `${heading.title} — ${heading.group}`;
    this.doc.pipe(out);
    this.done = finished(out);
    this.doc.on("pageAdded", () => this.pageTop());
    this.pageTop();
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - ROW;
  }

  /** The heading and the column titles; called for the first page and every page pdfkit adds. */
  private pageTop() {
    const { doc, heading, words } = this;
    this.pageNo += 1;
    const width = doc.page.width - 2 * MARGIN;
    doc.font("Helvetica-Bold").fontSize(13).text(winAnsi(heading.title), MARGIN, MARGIN, { width, lineBreak: false });
    const facts = [
      `${words.group}: ${heading.group}`,
      `${words.madeBy}: ${heading.madeBy}`,
      `${words.madeOn}: ${heading.madeOn}`,
      `${words.page} ${this.pageNo}`,
    ].join("   ·   ");
    doc
      .font("Helvetica")
      .fontSize(8)
      .text(winAnsi(facts), MARGIN, MARGIN + 17, { width, lineBreak: false });
    let y = MARGIN + 30;
    if (heading.subtitle) {
      doc.text(winAnsi(heading.subtitle), MARGIN, y, { width, lineBreak: false });
      y += 12;
    }
    doc.font("Helvetica-Bold").fontSize(FONT_SIZE);
    this.cells(
      this.columns.map((c) => c.title),
      y + 2,
    );
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + width, y + ROW)
      .lineWidth(0.5)
      .stroke();
    doc.font("Helvetica");
    doc.y = y + ROW + 3;
  }

  /** Room for `height` more points on this page, else a new page. */
  private room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** `spill`: a text may run on over the empty cells to its right (a sum's label). */
  private cells(values: readonly string[], y: number, opts: { photoColumn?: boolean; spill?: boolean } = {}) {
    let x = MARGIN;
    this.columns.forEach((c, i) => {
      const value = values[i] ?? "";
      let width = c.width;
      for (let j = i + 1; opts.spill && j < this.columns.length && !values[j]; j++)
        width += this.columns[j]?.width ?? 0;
      if (value !== "" && !(opts.photoColumn && i === 0)) {
        this.doc.text(winAnsi(value), x + 2, y, {
          width: width - 4,
          height: FONT_SIZE + 2,
          ellipsis: true,
          align: c.align ?? "left",
        });
      }
      x += c.width;
    });
  }

  /** A section's title across the table (a location's path). */
  section(title: string) {
    this.room(ROW * 2);
    const y = this.doc.y + 4;
    this.doc.font("Helvetica-Bold").fontSize(9);
    this.doc.text(winAnsi(title), MARGIN, y, { width: this.doc.page.width - 2 * MARGIN, height: 11, ellipsis: true });
    this.doc.font("Helvetica").fontSize(FONT_SIZE);
    this.doc.y = y + ROW;
  }

  /** One line of the table; `photo` (a JPEG or PNG) goes into the first column. */
  row(values: readonly string[], photo?: Buffer | null) {
    const height = photo === undefined ? ROW : PHOTO_ROW;
    this.room(height);
    const y = this.doc.y;
    if (photo) this.doc.image(photo, MARGIN + 1, y + 1, { fit: [PHOTO, PHOTO] });
    this.cells(values, y + (height - FONT_SIZE) / 2 - 1, { photoColumn: photo !== undefined });
    this.doc.y = y + height;
  }

  /** A subtotal or total line, in bold under a rule. */
  sum(values: readonly string[]) {
    this.room(ROW + 2);
    const y = this.doc.y + 1;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(this.doc.page.width - MARGIN, y)
      .lineWidth(0.3)
      .stroke();
    this.doc.font("Helvetica-Bold");
    this.cells(values, y + 3, { spill: true });
    this.doc.font("Helvetica");
    this.doc.y = y + ROW + 2;
  }

  /** Writes the end of the file and waits until `out` has it all. */
  async end(): Promise<void> {
    this.doc.end();
    await this.done;
  }
}

/** Characters Windows-1252 has, and Helvetica with it; a narrow no-break space (French numbers) becomes a no-break space. */
const NOT_WIN_ANSI = /[^\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g;
export const winAnsi = (s: string) => s.replace(/\u202f/g, "\u00a0").replace(NOT_WIN_ANSI, "?");
