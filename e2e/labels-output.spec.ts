import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { chooseForLabels, createLabelFixture } from "./support/label-sheets";

const MM_PER_PT = 25.4 / 72;

/** The page sizes of a PDF in mm, one per page, read from its MediaBox entries. */
function pageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [
    Number(m[1]) * MM_PER_PT,
    Number(m[2]) * MM_PER_PT,
  ]);
}

test("a label printer prints one label a page, and the PDF download has the same pages", async ({
  signedInPage: page,
  account,
}) => {
  const fixture = await createLabelFixture(account);
  await page.goto("/inventory");
  await chooseForLabels(page, fixture);
  const design = page.getByRole("form", { name: "Label design" });
  await design.getByLabel("Label stock").selectOption({ label: "2 × 1 in" });
  await expect(design.getByLabel(/First label position/)).toHaveCount(0);
  await expect(page.getByText("4 labels on 4 pages.")).toBeVisible();

  await page.emulateMedia({ media: "print" });
  const printed = pageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(printed).toHaveLength(4);
  for (const [w, h] of printed) {
    expect(w).toBeCloseTo(50.8, 0);
    expect(h).toBeCloseTo(25.4, 0);
  }
  await page.emulateMedia({ media: "screen" });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    design.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("labels.pdf");
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const sizes = pageSizes(pdf);
  expect(sizes).toHaveLength(4);
  for (const [w, h] of sizes) {
    expect(w).toBeCloseTo(50.8, 0);
    expect(h).toBeCloseTo(25.4, 0);
  }
});

test("continuous tape takes the chosen length", async ({ signedInPage: page, account }) => {
  const fixture = await createLabelFixture(account);
  await page.goto("/inventory");
  await chooseForLabels(page, fixture);
  const design = page.getByRole("form", { name: "Label design" });
  await design.getByLabel("Label stock").selectOption({ label: "62 mm continuous tape" });
  await design.getByLabel("Label length (mm)").fill("40");
  await page.emulateMedia({ media: "print" });
  const printed = pageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(printed).toHaveLength(4);
  expect(printed[0]![0]).toBeCloseTo(62, 0);
  expect(printed[0]![1]).toBeCloseTo(40, 0);
});

test("select all N matching takes every page of the filtered list; leaving out and clearing", async ({
  signedInPage: page,
  account,
}) => {
  for (let i = 1; i <= 55; i++) await createEntity(account, { name: `Bolt ${String(i).padStart(2, "0")}` });
  await createEntity(account, { name: "Hammer" });
  await page.goto("/inventory?q=Bolt");
  await expect(page.getByRole("checkbox", { name: "Select Bolt 01", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Select all 55 matching" }).click();
  await expect(page.getByText("55 selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select all on this page" })).toBeChecked();

  await page.getByRole("link", { name: "Print labels" }).click();
  await expect(page.getByText("55 labels on 3 pages.")).toBeVisible();
  const chosen = page.getByRole("list", { name: "Chosen for labels" });
  await expect(chosen.getByRole("listitem")).toHaveCount(55);
  await expect(chosen.getByText("Hammer")).toHaveCount(0);
  await page.getByRole("button", { name: "Leave out Bolt 07" }).click();
  await expect(page.getByText("54 labels on 3 pages.")).toBeVisible();
  await expect(page.getByRole("img", { name: /Bolt 07/ })).toHaveCount(0);

  // The choice survives a reload (sessionStorage), and Clear all empties it.
  await page.reload();
  await expect(page.getByText("54 labels on 3 pages.")).toBeVisible();
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByText(/Nothing is chosen yet/)).toBeVisible();
});

// One test per page: each axe run (colour contrast included) is a good share of a test's time on its own.
for (const where of ["/labels", "/inventory", "/locations"]) {
  test(`the label designer and the selection controls on ${where} have no serious accessibility violations`, async ({
    signedInPage: page,
    account,
  }) => {
    const fixture = await createLabelFixture(account);
    await page.goto("/inventory");
    await chooseForLabels(page, fixture);
    await page.goto(where);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (where === "/locations") await page.getByRole("treeitem", { name: /Shelf A/ }).click();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
