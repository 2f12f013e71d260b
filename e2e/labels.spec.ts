import { chromium } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import {
  chooseForLabels,
  codesDrawn,
  createLabelFixture,
  cutOut,
  decodeLabel,
  labelVideo,
  measureLabel,
  PX_PER_MM,
  SHEET_SPECS,
  type SheetSpec,
} from "./support/label-sheets";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";
import { signIn } from "./support/session";

/** Device pixels per CSS px of the screenshots: 4 × 96 = 384 dpi, a laser printer's order of magnitude. */
const SCALE = 4;
test.use({ deviceScaleFactor: SCALE, viewport: { width: 1400, height: 1000 } });
test.setTimeout(90_000);

/** What each sheet's round trip puts in the code: every symbology and both contents get a turn. */
const CODES: Record<string, { code: string; holds: string }> = {
  "Avery L7160 (3 × 7, 63.5 × 38.1 mm)": { code: "QR code", holds: "The link to its page" },
  "Avery L7163 (2 × 7, 99.1 × 38.1 mm)": { code: "Data Matrix", holds: "The link to its page" },
  "Avery 5160 (3 × 10, 2⅝ × 1 in)": { code: "QR code", holds: "The asset ID" },
  "Avery 5163 (2 × 5, 4 × 2 in)": { code: "Code 128", holds: "The asset ID" },
};

/** Where the label at 1-based `position` must be on its sheet, by the maker's specification. */
function specified(spec: SheetSpec, position: number) {
  const row = Math.floor((position - 1) / spec.columns);
  const column = (position - 1) % spec.columns;
  return { x: spec.left + column * spec.pitch.x, y: spec.top + row * spec.pitch.y };
}

for (const spec of SHEET_SPECS) {
  test(`labels on ${spec.option}: where the sheet has them, and each scans to its entity`, async ({
    signedInPage: page,
    baseURL,
    account,
  }) => {
    const fixture = await createLabelFixture(account);
    await page.goto("/inventory");
    await chooseForLabels(page, fixture);

    const design = page.getByRole("form", { name: "Label design" });
    await design.getByLabel("Label stock").selectOption({ label: spec.option });
    await design.getByRole("combobox", { name: /^Code/ }).selectOption({ label: CODES[spec.option]!.code });
    await design.getByRole("combobox", { name: /^The code holds/ }).selectOption({ label: CODES[spec.option]!.holds });
    // A partly used sheet: the first label goes to position 2.
    await design.getByLabel(/First label position/).fill("2");
    await expect(page.getByRole("img", { name: /Shelf A/ })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await codesDrawn(page);
    const entities = [...fixture.items, fixture.shelf];
    const rendered = [];
    for (const entity of entities) {
      rendered.push({ entity, ...(await measureLabel(page.getByRole("img", { name: new RegExp(entity.name) }))) });
    }

    // Geometry: every label within 0.5 mm of where the sheet's specification puts it, at its size.
    const sheet = rendered[0]!.page;
    expect(sheet.width / PX_PER_MM).toBeCloseTo(spec.page.width, 0);
    expect(sheet.height / PX_PER_MM).toBeCloseTo(spec.page.height, 0);
    const positions = rendered.map((r) => ({
      x: (r.label.left - r.page.left) / PX_PER_MM,
      y: (r.label.top - r.page.top) / PX_PER_MM,
    }));
    const order = positions.map((p) => p).sort((a, b) => a.y - b.y || a.x - b.x);
    order.forEach((p, i) => {
      const want = specified(spec, i + 2);
      expect(Math.abs(p.x - want.x), `label ${i + 2} x`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(p.y - want.y), `label ${i + 2} y`).toBeLessThanOrEqual(0.5);
    });
    for (const r of rendered) {
      expect(Math.abs(r.label.width / PX_PER_MM - spec.label.width)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(r.label.height / PX_PER_MM - spec.label.height)).toBeLessThanOrEqual(0.5);
    }

    // The printed PDF has the sheet's size (the @page rule, no scaling) and one page.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
    expect(boxes).toHaveLength(1);
    expect(Number(boxes[0]![1]) / (72 / 25.4)).toBeCloseTo(spec.page.width, 0);
    expect(Number(boxes[0]![2]) / (72 / 25.4)).toBeCloseTo(spec.page.height, 0);

    // Round trip: cut each code out of the print view at 384 dpi and decode it with zxing.
    const shot = await page.screenshot({ fullPage: true });
    const decoded: { entity: (typeof entities)[number]; text: string }[] = [];
    for (const r of rendered) {
      const { text } = await decodeLabel(shot, r.code, SCALE);
      const want =
        CODES[spec.option]!.holds === "The asset ID" ? r.entity.assetId : `${baseURL}/entities/${r.entity.id}`;
      expect(text, r.entity.name).toBe(want);
      decoded.push({ entity: r.entity, text });
    }

    // Scanning each label with a USB scanner opens its entity.
    await page.emulateMedia({ media: "screen" });
    for (const { entity, text } of decoded) {
      await wedgeScan(page, text);
      await expect(page).toHaveURL(new RegExp(`/entities/${entity.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(entity.name);
    }
  });
}

test("a label held up to the webcam opens its entity", async ({ signedInPage: page, account }) => {
  const fixture = await createLabelFixture(account);
  await page.goto("/inventory");
  await chooseForLabels(page, fixture);
  await page.emulateMedia({ media: "print" });
  await codesDrawn(page);
  const shelfLabel = await measureLabel(page.getByRole("img", { name: /Shelf A/ }));
  const shot = await page.screenshot({ fullPage: true });
  const video = path.join(os.tmpdir(), `label-${process.pid}-${Date.now()}.y4m`);
  await labelVideo(await cutOut(shot, shelfLabel.label, SCALE), video);

  // A second browser whose fake camera plays the printed label.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signIn(context, account);
    const camera = await context.newPage();
    await camera.goto("/");
    await camera.getByRole("button", { name: "Scan", exact: true }).click();
    await scanPanel(camera).getByRole("button", { name: "Use camera" }).click();
    await expect(camera).toHaveURL(new RegExp(`/entities/${fixture.shelf.id}$`), { timeout: 20_000 });
    await expect(camera.getByRole("heading", { level: 1 })).toContainText("Shelf A");
  } finally {
    await browser.close();
  }
});
