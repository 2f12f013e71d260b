import { readFile } from "node:fs/promises";
import { groupEndpoints } from "../contract";
import { pdfText } from "../test/support/pdf-text";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

test("a location's inventory report downloads as a PDF listing its items and the total", async ({
  signedInPage: page,
  account,
}) => {
  await account.api.call(groupEndpoints.update, { body: { name: "Home", currency: "usd" } });
  const study = await createEntity(account, { name: "Study", entityTypeId: account.locationTypeId });
  const desk = await createEntity(account, { name: "Desk", entityTypeId: account.locationTypeId, parentId: study.id });
  await createEntity(account, { name: "Laptop", parentId: desk.id, purchasePrice: 1499.99, manufacturer: "Lenovo" });
  await createEntity(account, { name: "Monitor", parentId: study.id, purchasePrice: 250, quantity: 2 });
  await createEntity(account, { name: "Bicycle", purchasePrice: 800 });

  await page.goto(`/entities/${study.id}`);
  const report = page.getByRole("group", { name: "Report on Study" });
  const download = page.waitForEvent("download");
  await report.getByRole("button", { name: "Report (PDF)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inventory-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = (await pdfText(await readFile((await file.path()) as string))).join("\n");
  for (const word of ["Inventory report", "Group: Home", "Laptop", "Lenovo", "Monitor", "Study / Desk"])
    expect(text).toContain(word);
  expect(text).not.toContain("Bicycle");
  expect(text).toMatch(/Total \(2 items\)\s+\$1,999\.99/);
  await expect(report.getByRole("button", { name: "Report (PDF)" })).toBeEnabled();
});
