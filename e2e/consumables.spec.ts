import type { APIRequestContext, Page } from "@playwright/test";
import { notifierEndpoints } from "../contract";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { notificationStubUrl, receivedNotifications } from "./support/notification-stub";
import type { Account } from "./support/session";
import { wedgeScan } from "./support/scan";

/** How many low-stock lines naming `name` the stub received at `path` (a run bundles its lines in one message). */
async function lowStockLines(request: APIRequestContext, path: string, name: string): Promise<number> {
  const received = (await receivedNotifications(request)).filter((r) => r.path === path);
  return received.reduce((n, r) => n + r.body.split(`Low stock: ${name}:`).length - 1, 0);
}

/**
 * Proves that nothing more about `name` is on its way: an item created low after the writes before it is a
 * crossing sent by a later run than any they could have caused, so once its line arrives theirs would have.
 */
async function expectStillExactly(request: APIRequestContext, account: Account, path: string, name: string, n: number) {
  const marker = `Marker ${Date.now()}`;
  await createEntity(account, { name: marker, quantity: 0, minQuantity: 0 });
  await expect.poll(() => lowStockLines(request, path, marker)).toBe(1);
  expect(await lowStockLines(request, path, name)).toBe(n);
}

async function useOne(page: Page, left: string) {
  await page.getByRole("button", { name: "Use one" }).click();
  await expect(page.getByRole("spinbutton", { name: "Quantity", exact: true })).toHaveValue(left);
}

test("a consumable: minimum and unit in the form, Use one to the minimum, the low-stock card and filter, one notification per crossing", async ({
  signedInPage: page,
  account,
  request,
}) => {
  const path = `/e2e-low-stock-${Date.now()}`;
  await account.api.call(notifierEndpoints.create, {
    body: { name: "Stock hook", isActive: true, url: `generic+${notificationStubUrl()}${path}` },
  });
  const filters = await createEntity(account, { name: "Coffee filters", quantity: 3 });
  await createEntity(account, { name: "Dish soap", quantity: 10, minQuantity: 2 });

  await page.goto(`/entities/${filters.id}/edit`);
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("3");
  await page.getByLabel("Minimum quantity").fill("2");
  await page.getByLabel("Unit").fill("pack");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Coffee filters", exact: true, level: 1 })).toBeVisible();
  const quantity = page.getByRole("spinbutton", { name: "Quantity", exact: true });
  await expect(quantity).toHaveValue("3");
  await expect(quantity).toHaveAccessibleDescription("pack");
  await expect(page.getByText("Low on stock")).toBeHidden();
  await useOne(page, "2");
  await expect(page.getByText("Low on stock (minimum 2 pack)")).toBeVisible();
  await expect.poll(() => lowStockLines(request, path, "Coffee filters")).toBe(1);

  await page.goto("/");
  const card = page.getByRole("region", { name: "Low on stock" });
  await expect(card.getByRole("link", { name: "Coffee filters" })).toBeVisible();
  await expect(card).toContainText("2 pack left, minimum 2 pack");
  await expect(card.getByRole("link", { name: "Dish soap" })).toHaveCount(0);

  await page.goto("/inventory");
  await expect(page.getByRole("row", { name: /Dish soap/ })).toBeVisible();
  await page.getByRole("checkbox", { name: "Low on stock" }).check();
  await expect(page).toHaveURL(/lowStock=true/);
  await expect(page.getByRole("row", { name: /Coffee filters/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Dish soap/ })).toHaveCount(0);

  // Still low after a second use: no second notification.
  await page.goto(`/entities/${filters.id}`);
  await useOne(page, "1");
  await expectStillExactly(request, account, path, "Coffee filters", 1);

  // Back above the minimum and down to it again: a new crossing, notified once more.
  await quantity.fill("3");
  await quantity.press("Enter");
  await expect(page.getByText("Low on stock (minimum 2 pack)")).toBeHidden();
  await useOne(page, "2");
  await expect.poll(() => lowStockLines(request, path, "Coffee filters")).toBe(2);
  await expectStillExactly(request, account, path, "Coffee filters", 2);
  expect((await getEntity(account, filters.id)).quantity).toBe(2);
});

test("a session in Use one mode takes one off each scanned item, stops at 0, ignores a double read, and undoes one", async ({
  signedInPage: page,
  account,
}) => {
  const batteries = await createEntity(account, { name: "AA battery", quantity: 4, barcode: "BATT-0002" });
  const tape = await createEntity(account, { name: "Duct tape", quantity: 1, unit: "m", barcode: "TAPE-0001" });
  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "Use one" }).check();
  const log = page.getByRole("list", { name: "Scan log" });

  await wedgeScan(page, "BATT-0002");
  await wedgeScan(page, "BATT-0002"); // within 1.5 s: the scanner read the label twice
  await expect(log).toContainText("AA battery: used one, 3 pcs left.");
  await wedgeScan(page, "TAPE-0001");
  await expect(log).toContainText("Duct tape: used one, 0 m left.");
  await page.getByRole("textbox", { name: "Code or asset id" }).fill("TAPE-0001");
  await page.keyboard.press("Enter"); // typed on purpose: a second use, with nothing left
  await expect(log).toContainText("Duct tape: none left to use (quantity 0). Nothing changed.");
  await expect(log.getByRole("listitem")).toHaveCount(3);
  expect((await getEntity(account, batteries.id)).quantity).toBe(3);
  expect((await getEntity(account, tape.id)).quantity).toBe(0);

  await log.getByRole("button", { name: "Undo: Duct tape: used one, 0 m left." }).click();
  await expect(log).toContainText("Undone: Duct tape: back to 1 m.");
  expect((await getEntity(account, tape.id)).quantity).toBe(1);
  expect((await getEntity(account, batteries.id)).quantity).toBe(3);
});

test("a German sheet's Mindestmenge and Einheit columns are matched on the import page and land as minimum and unit", async ({
  signedInPage: page,
}) => {
  const sheet = "Bezeichnung;Menge;Mindestmenge;Einheit\nMehl;0,5;1;kg\nKerzen;12;2;\n";
  await page.goto("/settings/import");
  await page
    .getByLabel("CSV or TSV file")
    .setInputFiles({ name: "vorrat.csv", mimeType: "text/csv", buffer: Buffer.from(sheet) });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByLabel("Import column Mindestmenge as")).toHaveValue("HB.min_quantity");
  await expect(page.getByLabel("Import column Einheit as")).toHaveValue("HB.unit");
  await page.getByLabel("Numbers and dates written in").selectOption("de");
  await page.getByRole("button", { name: "Show preview" }).click();
  await expect(page.getByRole("table", { name: "First rows as they will be stored" })).toBeVisible();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 items created" })).toBeVisible();

  await page.goto("/");
  const card = page.getByRole("region", { name: "Low on stock" });
  await expect(card).toContainText("0.5 kg left, minimum 1 kg");
  await expect(card.getByRole("link", { name: "Kerzen" })).toHaveCount(0);
});

test("a typed amount used comes off the quantity with its unit, never more than is left, and Undo puts it back", async ({
  signedInPage: page,
  account,
}) => {
  const flour = await createEntity(account, { name: "Flour", quantity: 2.5, unit: "kg" });
  await page.goto(`/entities/${flour.id}`);
  const quantity = page.getByRole("spinbutton", { name: "Quantity", exact: true });
  const used = page.getByRole("spinbutton", { name: "Amount used" });
  await used.fill("3");
  await page.getByRole("button", { name: "Use", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Only 2.5 kg left." })).toBeVisible();
  await expect(quantity).toHaveValue("2.5");

  await used.fill("0.7");
  await page.getByRole("button", { name: "Use", exact: true }).click();
  await expect(quantity).toHaveValue("1.8");
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Used 0.7 kg of Flour: 1.8 kg left." });
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await getEntity(account, flour.id)).quantity).toBe(1.8);
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(quantity).toHaveValue("2.5");
  await expect.poll(async () => (await getEntity(account, flour.id)).quantity).toBe(2.5);
});
