import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";

/** A code no entity carries and the stub's product search does not know. */
const UNKNOWN = "5901234123457";

test("a scan into the serial number field fills it, and the scan panel stays closed", async ({
  signedInPage: page,
  account,
}) => {
  const drill = await createEntity(account, { name: "Cordless drill", serialNumber: "old" });
  await page.goto(`/entities/${drill.id}/edit#identifications`);
  const serial = page.getByLabel("Serial number");
  await serial.click();
  await wedgeScan(page, "SN-2024-88421");
  await expect(serial).toHaveValue("SN-2024-88421");
  // The Enter was the scanner's: it neither saved the form nor opened the panel.
  await expect(page.getByRole("status").filter({ hasText: "Scanned SN-2024-88421 into Serial number." })).toHaveCount(
    1,
  );
  await expect(scanPanel(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/edit/);
  await expect(serial).toBeFocused();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
  expect((await getEntity(account, drill.id)).serialNumber).toBe("SN-2024-88421");
});

test("a scan into a Barcode custom field fills it, ended by Tab without moving on", async ({
  signedInPage: page,
  account,
}) => {
  const box = await createEntity(account, {
    name: "Glue gun",
    fields: [{ name: "Barcode", type: "text", textValue: "" }],
  });
  await page.goto(`/entities/${box.id}/edit#custom-fields`);
  const value = page.getByRole("group", { name: "Field 1" }).getByLabel("Value");
  await value.click();
  await wedgeScan(page, UNKNOWN, "Tab");
  await expect(value).toHaveValue(UNKNOWN);
  await expect(value).toBeFocused();
  await expect(scanPanel(page)).toHaveCount(0);
});

test("a text expander typing 20 ms a key into a picker, without Enter or Tab, keeps its text", async ({
  signedInPage: page,
  account,
}) => {
  await createEntity(account, { name: "Workbench-2", entityTypeId: account.locationTypeId });
  await page.goto("/inventory");
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "New item" });
  const parent = dialog.getByRole("combobox", { name: "Parent" });
  await parent.focus();
  await wedgeScan(page, "Workbench-2", null, 20);
  // The picker's search answers after the 100 ms a scan without suffix used to end by.
  await expect(dialog.getByRole("option", { name: /Workbench-2/ })).toBeVisible();
  await expect(parent).toHaveValue("Workbench-2");
  await expect(parent).toBeFocused();
  await expect(scanPanel(page)).toHaveCount(0);
});

test("an unknown code goes onto an item picked by scanning its asset label, and then finds it", async ({
  signedInPage: page,
  account,
}) => {
  await createEntity(account, { name: "Cordless drill", assetId: "000-042", quantity: 1 });
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, UNKNOWN);
  const panel = scanPanel(page);
  await expect(panel.getByText("Nothing found for this code, in the inventory or the product search.")).toBeVisible();
  await panel.getByRole("button", { name: "Add this code to an existing item" }).click();
  const form = panel.getByRole("form", { name: "Add this code to an existing item" });
  await expect(form.getByRole("combobox", { name: "Item" })).toBeFocused();

  // Scanning the item's asset label picks it instead of looking it up.
  await wedgeScan(page, "000-042");
  await expect(form.getByText("Chosen by its label: Cordless drill.")).toBeVisible();
  await expect(form.getByText(/Chosen:\s*Cordless drill/)).toBeVisible();
  await form.getByRole("button", { name: "Add code" }).click();
  await expect(
    panel.getByText("Added 5901234123457 to Cordless drill: scanning it finds it from now on."),
  ).toBeVisible();

  // The same code scanned again is now in the inventory.
  await wedgeScan(page, UNKNOWN);
  await expect(panel.getByRole("list", { name: "In inventory" })).toContainText("Cordless drill");
  await panel.getByRole("button", { name: "Open Cordless drill" }).click();
  await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
});

test("an unknown code goes onto an item found by searching, into its empty Barcode field", async ({
  signedInPage: page,
  account,
}) => {
  const lamp = await createEntity(account, {
    name: "Desk lamp",
    fields: [{ name: "Barcode", type: "text", textValue: "" }],
  });
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, UNKNOWN);
  const panel = scanPanel(page);
  await panel.getByRole("button", { name: "Add this code to an existing item" }).click();
  const item = panel.getByRole("combobox", { name: "Item" });
  await item.pressSequentially("Desk", { delay: 120 });
  await panel.getByRole("option", { name: /Desk lamp/ }).click();
  await panel.getByRole("button", { name: "Add code" }).click();
  await panel.getByRole("button", { name: "Open Desk lamp" }).click();
  await expect(page.getByRole("heading", { name: "Desk lamp", level: 1 })).toBeVisible();
  const stored = await getEntity(account, lamp.id);
  expect(stored.fields.map((f) => [f.name, f.textValue])).toEqual([["Barcode", UNKNOWN]]);
});
