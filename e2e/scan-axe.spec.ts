import { seriousViolations } from "./support/axe";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";

/**
 * One page state per test: an axe analysis takes seconds on a loaded machine, and four of them with three
 * page loads in one test outran the 30 s test timeout at a load average of 20 on 2 cores.
 */
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`scanning, ${colorScheme}`, () => {
    test.beforeEach(({ page }) => page.emulateMedia({ colorScheme }));

    test("the scan session page has no serious accessibility violations", async ({ signedInPage: page, account }) => {
      const shelf = await createEntity(account, {
        name: "Shelf",
        entityTypeId: account.locationTypeId,
        assetId: "000-700",
      });
      await createEntity(account, { name: "Glue", barcode: "GLUE-0001", parentId: shelf.id });

      await page.goto("/scan/session");
      await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
      await wedgeScan(page, "000-700");
      await wedgeScan(page, "GLUE-0001");
      await expect(page.getByRole("list", { name: "Scan log" })).toContainText("Glue is already in Shelf.");
      expect(await seriousViolations(page), "session").toEqual([]);
    });

    test("the scanner settings page has no serious accessibility violations", async ({ signedInPage: page }) => {
      await page.goto("/settings/scanner");
      await page.getByLabel(/Scan test field/).focus();
      await wedgeScan(page, "12345678");
      await expect(page.getByText("These settings recognise this as a scan.")).toBeVisible();
      expect(await seriousViolations(page), "calibration").toEqual([]);
    });

    test("the scan panel has no serious accessibility violations", async ({ signedInPage: page }) => {
      await page.goto("/inventory");
      await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
      await wedgeScan(page, "3017620422003"); // the stub's Open Food Facts hit
      await expect(scanPanel(page).getByRole("listbox", { name: "Products found" })).toBeVisible();
      expect(await seriousViolations(page), "panel with products").toEqual([]);
      await page.keyboard.press("Enter");
      await expect(scanPanel(page).getByLabel("Name")).toHaveValue("Nutella");
      expect(await seriousViolations(page), "panel with create form").toEqual([]);
    });
  });
}
