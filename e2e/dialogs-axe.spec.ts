import { seriousViolations } from "./support/axe";
import { lowContrastButtons } from "./support/contrast";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { joinGroup, removeMember } from "./support/members";
import { PHONE } from "./support/phone";
import { scanPanel, wedgeScan } from "./support/scan";
import { signIn } from "./support/session";

/**
 * Axe (colour contrast included) with the popovers and forms of the first hour open, light and dark: the
 * phone's More menu, the scan panel's "Add this code to an existing item" form and the page of a person
 * in no group. Every button in them stands out from its background too (e2e/support/contrast.ts).
 */
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(colorScheme, () => {
    test.beforeEach(({ page }) => page.emulateMedia({ colorScheme }));

    test("the item page's More menu on a phone", async ({ signedInPage: page, account }) => {
      await page.setViewportSize(PHONE.viewport);
      const drill = await createEntity(account, { name: "Cordless drill" });
      await page.goto(`/entities/${drill.id}`);
      await page.getByRole("toolbar", { name: "Item actions" }).getByRole("button", { name: "More" }).click();
      const menu = page.getByRole("dialog", { name: "More actions" });
      await expect(menu.getByRole("button", { name: "Delete…" })).toBeVisible();
      expect(await lowContrastButtons(menu)).toEqual([]);
      expect(await seriousViolations(page), "More menu").toEqual([]);
    });

    test("the scan panel's form that adds a code to an existing item", async ({ signedInPage: page }) => {
      await page.goto("/inventory");
      await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
      await wedgeScan(page, "5901234123457"); // known to neither the inventory nor the product stub
      const panel = scanPanel(page);
      await panel.getByRole("button", { name: "Add this code to an existing item" }).click();
      const form = panel.getByRole("form", { name: "Add this code to an existing item" });
      await expect(form.getByRole("combobox", { name: "Item" })).toBeFocused();
      expect(await lowContrastButtons(form)).toEqual([]);
      expect(await seriousViolations(page), "add to an existing item").toEqual([]);
    });

    test("the page of a person removed from their group", async ({ page, request, account }) => {
      const { account: dana, userId } = await joinGroup(request, account, "editor", "Dana");
      await removeMember(account, userId);
      await signIn(page.context(), dana);
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "You are in no group", level: 1 })).toBeVisible();
      expect(await lowContrastButtons(page.getByRole("main"))).toEqual([]);
      expect(await seriousViolations(page), "no group").toEqual([]);
    });
  });
}
