import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { createAccount, signIn } from "./support/session";

const GOOD =
  "HB.import_ref,HB.location,HB.tags,HB.name,HB.quantity\nw-1,Cellar / Rack,Wine,Rioja 2019,6\nw-2,Cellar,,Corkscrew,1\n";
const BAD = `${GOOD}w-3,Cellar,,,2\n`;

const csvFile = (text: string) => ({ name: "wine.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

test("the import wizard shows a row error, then imports a clean file and links to the items", async ({
  signedInPage: page,
}) => {
  await page.goto("/inventory");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();

  await page.getByLabel("CSV or TSV file").setInputFiles(csvFile(BAD));
  await page.getByRole("button", { name: "Check file" }).click();
  const errors = page.getByRole("table", { name: "Row errors" });
  await expect(errors.getByRole("row", { name: /4 HB\.name must not be empty/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import \d+ rows$/ })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download row errors (CSV)" }).click();
  expect((await download).suggestedFilename()).toBe("row-errors.csv");

  await page.getByLabel("CSV or TSV file").setInputFiles(csvFile(GOOD));
  await page.getByRole("button", { name: "Check file" }).click();
  const preview = page.getByRole("table", { name: "First rows as they will be stored" });
  await expect(preview.getByRole("row", { name: /Rioja 2019 Cellar \/ Rack Wine 6/ })).toBeVisible();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("heading", { name: "Imported" })).toBeVisible();
  await page.getByRole("link", { name: "Rioja 2019" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rioja 2019" })).toBeVisible();
});

test("a full backup downloaded from one account restores into another account's empty group", async ({
  signedInPage: page,
  account: source,
  request,
}) => {
  const shed = await createEntity(source, { name: "Shed", entityTypeId: source.locationTypeId });
  await createEntity(source, { name: "Lawn mower", parentId: shed.id, purchasePrice: 250 });
  await page.goto("/settings/export");
  await page.getByRole("button", { name: "Create full backup" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download backup" }).click();
  const zip = await (await download).path();

  const target = await createAccount(request, "Target");
  await signIn(page.context(), target);
  await page.goto("/settings/export");
  await expect(page.getByText(/Restoring writes the backup/)).toBeVisible();
  await page.getByLabel("Backup file").setInputFiles(zip);
  await page.getByRole("button", { name: "Restore backup" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored 2 items and locations" })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  await expect(page.getByRole("row", { name: /Lawn mower/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("definition").filter({ hasText: "$250.00" })).toBeVisible();
});
