import type { Locator, Page } from "@playwright/test";
import { entityEndpoints, tagEndpoints } from "../contract";
import type { Account } from "./support/session";
import { seriousViolations } from "./support/axe";
import { lowContrastButtons } from "./support/contrast";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";

/**
 * Every dialog and alert dialog a few steps away, open, in light and dark: every button can be seen (its
 * text stands out from its own background) and axe, colour contrast included, finds nothing serious.
 * One dialog per test: an axe analysis takes seconds on a loaded machine.
 */

async function drillPage(page: Page, account: Account, path: (id: string) => string) {
  const drill = await createEntity(account, { name: "Drill", entityTypeId: account.itemTypeId, quantity: 1 });
  await page.goto(path(drill.id));
  await expect(page.getByRole("heading", { level: 1, name: /Drill/ })).toBeVisible();
  return drill;
}

const onDrillPage = (button: string, dialog: string) => async (page: Page, account: Account) => {
  await drillPage(page, account, (id) => `/entities/${id}`);
  await page.getByRole("button", { name: button }).click();
  return page.getByRole("dialog", { name: dialog });
};

const dialogs: Record<string, (page: Page, account: Account) => Promise<Locator>> = {
  "leave without saving": async (page, account) => {
    await drillPage(page, account, (id) => `/entities/${id}/edit`);
    await page.getByLabel("Name", { exact: true }).fill("Drill, not saved yet");
    await page.getByRole("link", { name: "Cancel" }).click();
    return page.getByRole("alertdialog", { name: "Leave without saving?" });
  },
  "edit conflict": async (page, account) => {
    const drill = await drillPage(page, account, (id) => `/entities/${id}/edit`);
    await account.api.call(entityEndpoints.patch, { params: { id: drill.id }, body: { quantity: 5 } });
    await page.getByLabel("Name", { exact: true }).fill("Cordless drill");
    await page.getByRole("button", { name: "Save and keep editing" }).click();
    return page.getByRole("alertdialog", { name: "Someone else saved this meanwhile" });
  },
  "delete confirmation": async (page, account) => {
    await drillPage(page, account, (id) => `/entities/${id}`);
    await page.getByRole("button", { name: "Delete…" }).click();
    return page.getByRole("alertdialog", { name: "Delete Drill?" });
  },
  "tag delete confirmation": async (page, account) => {
    await account.api.call(tagEndpoints.create, { body: { name: "Fragile" } });
    await page.goto("/tags");
    await page.getByRole("button", { name: "Delete Fragile" }).click();
    return page.getByRole("alertdialog", { name: "Delete tag Fragile?" });
  },
  "restore confirmation": async (page) => {
    await page.goto("/settings/export");
    await page
      .getByLabel("Backup file")
      .setInputFiles({ name: "backup.zip", mimeType: "application/zip", buffer: Buffer.from("PK") });
    await page.getByRole("button", { name: "Restore backup" }).click();
    return page.getByRole("alertdialog", { name: "Restore this backup?" });
  },
  duplicate: onDrillPage("Duplicate…", "Duplicate Drill"),
  move: onDrillPage("Move…", "Move Drill"),
  "log maintenance": onDrillPage("Log maintenance", "Log maintenance"),
  "new item": async (page) => {
    await page.goto("/inventory");
    await page.getByRole("button", { name: "New item" }).first().click();
    return page.getByRole("dialog", { name: "New item" });
  },
  "keyboard shortcuts": async (page) => {
    await page.goto("/inventory");
    await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
    await page.keyboard.press("?");
    return page.getByRole("dialog", { name: "Keyboard shortcuts" });
  },
  "scan panel": async (page) => {
    await page.goto("/inventory");
    await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
    await wedgeScan(page, "3017620422003"); // the stub's Open Food Facts hit
    await expect(scanPanel(page).getByRole("listbox", { name: "Products found" })).toBeVisible();
    return scanPanel(page);
  },
};

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`dialogs, ${colorScheme}`, () => {
    test.beforeEach(({ page }) => page.emulateMedia({ colorScheme }));

    for (const [name, open] of Object.entries(dialogs)) {
      test(`${name}: every button is visible and axe finds nothing serious`, async ({
        signedInPage: page,
        account,
      }) => {
        const dialog = await open(page, account);
        await expect(dialog).toBeVisible();
        const buttons = dialog.getByRole("button");
        expect(await buttons.count()).toBeGreaterThan(0);
        for (const button of await buttons.all()) await expect(button).toBeVisible();
        expect(await lowContrastButtons(dialog), "buttons whose text does not stand out").toEqual([]);
        expect(await seriousViolations(page), name).toEqual([]);
      });
    }
  });
}
