import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { stocktakeEndpoints } from "../contract";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { wedgeScan } from "./support/scan";

test("a whole stock-take: found, counted, unexpected moved here or kept, unknown created, missing tagged", async ({
  signedInPage: page,
  account,
}) => {
  const shelf = await createEntity(account, {
    name: "Shelf S",
    entityTypeId: account.locationTypeId,
    assetId: "000-700",
  });
  const attic = await createEntity(account, {
    name: "Attic",
    entityTypeId: account.locationTypeId,
    assetId: "000-701",
  });
  await createEntity(account, { name: "Drill", parentId: shelf.id, barcode: "DRILL-1" });
  const glue = await createEntity(account, { name: "Glue", parentId: shelf.id, quantity: 3, barcode: "GLUE-1" });
  const tape = await createEntity(account, { name: "Tape", parentId: shelf.id, barcode: "TAPE-1" });
  const saw = await createEntity(account, { name: "Saw", parentId: attic.id, barcode: "SAW-1" });
  const hammer = await createEntity(account, { name: "Hammer", parentId: attic.id, barcode: "HAMMER-1" });
  const ladder = await createEntity(account, { name: "Ladder", parentId: attic.id, barcode: "LADDER-1" });

  await page.goto(`/entities/${shelf.id}`);
  await page.getByRole("link", { name: "Start stock-take…" }).click();
  const start = page.getByRole("form", { name: "Start a stock-take" });
  await expect(start.getByRole("button", { name: "Start stock-take" })).toBeEnabled();
  await start.getByRole("button", { name: "Start stock-take" }).click();
  await expect(page.getByRole("heading", { name: "Stock-take of Shelf S", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Expected: 3")).toBeVisible();
  await expect(page.getByLabel("Missing: 3")).toBeVisible();
  const last = page.getByRole("region", { name: "Last scan" });

  await wedgeScan(page, "DRILL-1");
  await expect(last.getByRole("status")).toHaveText("Found: Drill");
  await wedgeScan(page, "GLUE-1");
  await expect(last.getByRole("status")).toHaveText("Found: Glue");
  await last.getByLabel("Counted").fill("5");
  await page.keyboard.press("Enter");
  await expect(last.getByRole("status")).toHaveText("Found: Glue, 5 counted");
  await expect(page.getByLabel("Found: 2")).toBeVisible();

  await wedgeScan(page, "SAW-1");
  await expect(last.getByRole("status")).toHaveText("Unexpected: Saw belongs in Attic");
  await page.keyboard.press("m");
  await expect.poll(async () => (await getEntity(account, saw.id)).parentId).toBe(shelf.id);
  // "It belongs there" for the hammer; the ladder is left to the finish.
  await wedgeScan(page, "HAMMER-1");
  await expect(last.getByRole("status")).toHaveText("Unexpected: Hammer belongs in Attic");
  await page.keyboard.press("b");
  await expect(page.getByRole("list", { name: "Unexpected" }).getByText("stays in Attic")).toBeVisible();
  await wedgeScan(page, "LADDER-1");
  await expect(last.getByRole("status")).toHaveText("Unexpected: Ladder belongs in Attic");

  const code = "3017620422003"; // the product stub's Nutella
  await wedgeScan(page, code);
  await expect(last.getByRole("status")).toHaveText(`Unknown code: ${code}`);
  await page.keyboard.press("c");
  const form = page.getByRole("form", { name: "Create from product" });
  await expect(form.getByLabel("Name")).toHaveValue("Nutella");
  await form.getByLabel("Name").press("Enter");
  await expect(last.getByRole("status")).toHaveText("Found: Nutella");
  await expect(page.getByLabel("Missing: 1")).toBeVisible();

  await page.getByRole("button", { name: "Finish…" }).click();
  const review = page.getByRole("dialog", { name: "Finish the stock-take" });
  await expect(review.getByRole("radio", { name: "Tag them “missing”" })).toBeChecked();
  await expect(review.getByRole("checkbox", { name: "Move the 1 unexpected entity here" })).toBeChecked();
  await expect(review.getByRole("list", { name: "Staying where they belong" })).toHaveText("Hammer stays in Attic");
  await review.getByRole("button", { name: "Finish and apply" }).click();
  await expect(page.getByText("Stock-take of Shelf S finished.")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const report = parse(await readFile(await (await download).path(), "utf8"), {
    bom: true,
    relax_column_count: true,
  }) as string[][];
  // Each entity with its outcome and where it is now (Hammer kept in the Attic), Glue with its count.
  const lines = report.filter(([outcome]) => outcome && !/^(Outcome|Expected|Total)/.test(outcome));
  expect(lines.map(([outcome, name, , place, , count]) => [outcome, name, place, count])).toEqual([
    ["Found", "Drill", "Shelf S", "1"],
    ["Found", "Glue", "Shelf S", "5"],
    ["Found", "Nutella", "Shelf S", "1"],
    ["Missing", "Tape", "Shelf S", "0"],
    ["Unexpected", "Saw", "Shelf S", "1"],
    ["Unexpected", "Hammer", "Attic", "1"],
    ["Unexpected", "Ladder", "Shelf S", "1"],
    ["Unknown code", code, "", "1"],
  ]);

  expect((await getEntity(account, tape.id)).tags.map((t) => t.name.toLowerCase())).toEqual(["missing"]);
  expect((await getEntity(account, glue.id)).quantity).toBe(5);
  expect((await getEntity(account, hammer.id)).parentId).toBe(attic.id);
  expect((await getEntity(account, ladder.id)).parentId).toBe(shelf.id);
  const [summary] = await account.api.call(stocktakeEndpoints.list);
  // Drill, Glue (scanned, then counted), Saw, Hammer, Ladder, the unknown code and the item made from it.
  expect(summary).toMatchObject({ status: "finished", found: 3, scans: 8 });
});
