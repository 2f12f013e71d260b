import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";

test("calibration measures a slow scanner, and its suggested settings make it work", async ({
  signedInPage: page,
  account,
}) => {
  await createEntity(account, { name: "Tape measure", barcode: "SLOW-12345" });
  await page.goto("/settings/scanner");
  await expect(page.getByRole("heading", { name: "Scanner settings", level: 1 })).toBeVisible();

  // A Bluetooth scanner that sends a key every 40 ms: too slow for the default 30 ms mean gap.
  await page.getByLabel(/Scan test field/).focus();
  await wedgeScan(page, "SLOW-12345", "Enter", 40);
  await expect(page.getByText("Not recognised as a scan: mean gap 40 ms, over 30 ms.")).toBeVisible();
  await expect(page.getByText("Enter, 40 ms after the last character")).toBeVisible();

  await page.getByRole("button", { name: "Suggest settings from this scan" }).click();
  await expect(page.getByLabel(/Mean gap at most/)).toHaveValue("60");
  await expect(page.getByText("These settings recognise this as a scan.")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved for this browser.")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, "SLOW-12345", "Enter", 40);
  await expect(scanPanel(page).getByRole("list", { name: "In inventory" })).toContainText("Tape measure");
});
