import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { decodeBarcode, type Region } from "../../test/support/decode-barcode";
import type { EntityOut } from "../../contract";
import { createEntity } from "./entities";
import type { Account } from "./session";

/** CSS px per mm: a CSS inch is 96 px and 25.4 mm, on screen and in print. */
export const PX_PER_MM = 96 / 25.4;

/**
 * The sheets as their makers publish them (Avery templates), written out here on purpose rather than
 * read from the app's presets: the geometry test compares the rendered page with the specification.
 */
export const SHEET_SPECS = [
  {
    option: "Avery L7160 (3 × 7, 63.5 × 38.1 mm)",
    page: { width: 210, height: 297 },
    label: { width: 63.5, height: 38.1 },
    columns: 3,
    top: 15.15,
    left: 7.21,
    pitch: { x: 66.04, y: 38.1 },
  },
  {
    option: "Avery L7163 (2 × 7, 99.1 × 38.1 mm)",
    page: { width: 210, height: 297 },
    label: { width: 99.1, height: 38.1 },
    columns: 2,
    top: 15.15,
    left: 4.65,
    pitch: { x: 101.6, y: 38.1 },
  },
  {
    option: "Avery 5160 (3 × 10, 2⅝ × 1 in)",
    page: { width: 215.9, height: 279.4 },
    label: { width: 66.675, height: 25.4 },
    columns: 3,
    top: 12.7,
    left: 4.7625,
    pitch: { x: 69.85, y: 25.4 },
  },
  {
    option: "Avery 5163 (2 × 5, 4 × 2 in)",
    page: { width: 215.9, height: 279.4 },
    label: { width: 101.6, height: 50.8 },
    columns: 2,
    top: 12.7,
    left: 3.96875,
    pitch: { x: 106.3625, y: 50.8 },
  },
] as const;
export type SheetSpec = (typeof SHEET_SPECS)[number];

export interface LabelFixture {
  shelf: EntityOut;
  items: EntityOut[];
}

/** A location with three items in it, all with asset ids (the service gives each the next one). */
export async function createLabelFixture(account: Account): Promise<LabelFixture> {
  const shelf = await createEntity(account, { name: "Shelf A", entityTypeId: account.locationTypeId });
  const items = [];
  for (const name of ["Cordless drill", "Jigsaw", "Tape measure"]) {
    items.push(await createEntity(account, { name, parentId: shelf.id }));
  }
  return { shelf, items };
}

/**
 * Chooses the three items in the inventory list (a click on the first, Shift+click on the last: the
 * range) and the location on the locations page, then opens the label designer with Print labels.
 */
export async function chooseForLabels(page: Page, fixture: LabelFixture) {
  await page.goto("/inventory?sort=assetId");
  const [first, , last] = fixture.items;
  await page.getByRole("checkbox", { name: `Select ${first!.name}`, exact: true }).click();
  await page.getByRole("checkbox", { name: `Select ${last!.name}`, exact: true }).click({ modifiers: ["Shift"] });
  for (const item of fixture.items) {
    await expect(page.getByRole("checkbox", { name: `Select ${item.name}`, exact: true })).toBeChecked();
  }
  await page.getByRole("link", { name: "Locations" }).click();
  await page.getByRole("treeitem", { name: new RegExp(fixture.shelf.name) }).click();
  await page.getByRole("checkbox", { name: `Select ${fixture.shelf.name} for labels` }).check();
  await page.getByRole("link", { name: "Print labels (4)" }).click();
  await expect(page.getByRole("heading", { name: "Labels", level: 1 })).toBeVisible();
}

/** A rendered label: its rectangle and its code's, in CSS px of the document, and its page's. */
export interface RenderedLabel {
  name: string;
  label: Region;
  code: Region;
  page: Region;
}

/** Waits until every label shows its code. */
export async function codesDrawn(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("main [role=img]")].every((label) => {
          // The code is inline SVG: drawn once its paths are in the page.
          return label.querySelector("svg path") !== null;
        }),
      ),
    )
    .toBe(true);
}

/** Measures a label element (role img) of the print view. */
export async function measureLabel(label: Locator): Promise<RenderedLabel> {
  return label.evaluate((el) => {
    const box = (r: DOMRect) => ({
      left: r.left + window.scrollX,
      top: r.top + window.scrollY,
      width: r.width,
      height: r.height,
    });
    const code = el.querySelector("svg");
    return {
      name: el.getAttribute("aria-label") ?? "",
      label: box(el.getBoundingClientRect()),
      code: box((code ?? el).getBoundingClientRect()),
      page: box(el.closest("section")!.getBoundingClientRect()),
    };
  });
}

/** Decodes the code of one label from a full-page screenshot taken at `scale` device px per CSS px. */
export async function decodeLabel(screenshot: Buffer, code: Region, scale: number) {
  // A little margin around the code: the quiet zone, as a scanner sees it on the sheet.
  const margin = 1.5 * PX_PER_MM;
  const region = {
    left: (code.left - margin) * scale,
    top: (code.top - margin) * scale,
    width: (code.width + 2 * margin) * scale,
    height: (code.height + 2 * margin) * scale,
  };
  return decodeBarcode(screenshot, region);
}

/** The label's cut-out as a PNG (for the fake camera). */
export async function cutOut(screenshot: Buffer, label: Region, scale: number): Promise<Buffer> {
  return sharp(screenshot)
    .extract({
      left: Math.round(label.left * scale),
      top: Math.round(label.top * scale),
      width: Math.round(label.width * scale),
      height: Math.round(label.height * scale),
    })
    .png()
    .toBuffer();
}

/** A fake-camera video of a label: the cut-out centred on a white 640 × 480 frame. */
export async function labelVideo(labelPng: Buffer, file: string) {
  const { encodeY4m } = await import("./y4m");
  const { writeFileSync } = await import("node:fs");
  const fitted = await sharp(labelPng)
    .resize(560, 400, { fit: "inside", background: "#fff" })
    .flatten({ background: "#fff" })
    .toBuffer({ resolveWithObject: true });
  const { data } = await sharp(fitted.data)
    .extend({
      top: Math.floor((480 - fitted.info.height) / 2),
      bottom: Math.ceil((480 - fitted.info.height) / 2),
      left: Math.floor((640 - fitted.info.width) / 2),
      right: Math.ceil((640 - fitted.info.width) / 2),
      background: "#fff",
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  writeFileSync(file, encodeY4m({ width: 640, height: 480, y: new Uint8Array(data) }, 10));
}
