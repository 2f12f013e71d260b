import type { Page } from "@playwright/test";
import { entityEndpoints, tagEndpoints } from "../contract";
import { seriousViolations } from "./support/axe";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { joinGroup } from "./support/members";
import { expectNoSideScroll, SCREENS } from "./support/phone";
import { setGroupCurrency, signIn, type Account } from "./support/session";

/**
 * Issue 40: the entity page's History says who changed what and when, in the user's language and formats;
 * editors restore a field or the whole entity as it was; others' changes appear live; viewers only read.
 */
test.use({ accountName: "Olga" });

const history = (page: Page) => page.getByRole("region", { name: "History" });
const WHOLE = "Restore everything as before this change";
/** One change of the History list (not one of its field lines), by a text it shows. */
const change = (page: Page, text: string | RegExp, region = history(page), whole = WHOLE) =>
  region
    .getByRole("listitem")
    .filter({ hasText: text })
    .filter({ has: page.getByRole("button", { name: whole }) });

async function teapot(account: Account) {
  const shelfA = await createEntity(account, { name: "Shelf A", entityTypeId: account.locationTypeId });
  const shelfB = await createEntity(account, { name: "Shelf B", entityTypeId: account.locationTypeId });
  await account.api.call(tagEndpoints.create, { body: { name: "Fragile" } });
  const item = await createEntity(account, { name: "Teapot", parentId: shelfA.id, quantity: 1, purchasePrice: 20 });
  return { item, shelfA, shelfB };
}

test("edits, tags and a move show in History; one field and then the whole entity are restored", async ({
  signedInPage: page,
  account,
}) => {
  const { item, shelfA } = await teapot(account);
  await page.goto(`/entities/${item.id}`);
  await expect(history(page).getByText(/^Created/)).toBeVisible();

  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(history(page).getByText("Quantity: 1 → 2")).toBeVisible();
  await page.getByRole("combobox", { name: "Add tag" }).selectOption({ label: "Fragile" });
  await expect(history(page).getByText("Tags: added Fragile")).toBeVisible();
  await page.getByRole("button", { name: "Move…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move Teapot" });
  await dialog.getByRole("combobox", { name: "New parent" }).fill("Shelf B");
  await dialog.getByRole("combobox", { name: "New parent" }).press("Enter");
  await expect(dialog.getByText("Chosen: Shelf B")).toBeVisible();
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  const move = change(page, "Moved from Shelf A to Shelf B");
  await expect(move).toBeVisible();
  await expect(move.getByRole("link", { name: "Shelf A" }).first()).toHaveAttribute("href", `/entities/${shelfA.id}`);

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Purchase price").fill("25");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Teapot", level: 1 })).toBeVisible();
  await expect(history(page).getByText("Purchase price: $20.00 → $25.00")).toBeVisible();
  await expect(change(page, /^Changed by Olga/).first()).toContainText(/by Olga, \w{3} \d{1,2}, \d{4}/);

  // One field: the quantity goes back to 1, the rest stays.
  await change(page, "Quantity: 1 → 2").getByRole("button", { name: "Restore the old Quantity" }).click();
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Restored Teapot.")).toBeVisible();
  await expect(change(page, "Restored an earlier state")).toContainText("Quantity: 2 → 1");
  expect(await getEntity(account, item.id)).toMatchObject({ quantity: 1, purchasePrice: 25 });

  // The whole entity as it was before the move: back on Shelf A, quantity 2 and the old price.
  await move.getByRole("button", { name: WHOLE }).click();
  await expect(page.getByText("Shelf A (its parent)")).toBeVisible();
  await expect(change(page, "Restored an earlier state").first()).toContainText("Purchase price: $25.00 → $20.00");
  expect(await getEntity(account, item.id)).toMatchObject({ parentId: shelfA.id, quantity: 2, purchasePrice: 20 });
});

test("a restore the rules refuse says why, and changes nothing", async ({ signedInPage: page, account }) => {
  const tag = await account.api.call(tagEndpoints.create, { body: { name: "Old label" } });
  const item = await createEntity(account, { name: "Kettle", tagIds: [tag.id] });
  await account.api.call(entityEndpoints.patch, { params: { id: item.id }, body: { tagIds: [] } });
  await account.api.call(tagEndpoints.remove, { params: { id: tag.id } });
  await page.goto(`/entities/${item.id}`);
  await change(page, "Tags: removed a deleted tag").getByRole("button", { name: WHOLE }).click();
  await expect(history(page).getByRole("alert")).toHaveText(/^This cannot be restored: Tags: .*not found/);
  expect((await getEntity(account, item.id)).tags).toEqual([]);
});

test("another member's change appears in History without a reload", async ({ page, request, account: owner }) => {
  const lamp = await createEntity(owner, { name: "Desk lamp", entityTypeId: owner.itemTypeId });
  const { account: mia } = await joinGroup(request, owner, "editor");
  await signIn(page.context(), mia);
  await page.goto(`/entities/${lamp.id}`);
  await expect(history(page).getByText(/^Created/)).toBeVisible();
  await owner.api.call(entityEndpoints.patch, { params: { id: lamp.id }, body: { quantity: 3 } });
  await expect(change(page, "Quantity: 1 → 3")).toContainText("by Olga");
});

test("a viewer reads History but has no restore buttons", async ({ page, request, account: owner }) => {
  const lamp = await createEntity(owner, { name: "Desk lamp", entityTypeId: owner.itemTypeId });
  await owner.api.call(entityEndpoints.patch, { params: { id: lamp.id }, body: { quantity: 2 } });
  const { account: viewer } = await joinGroup(request, owner, "viewer");
  await signIn(page.context(), viewer);
  await page.goto(`/entities/${lamp.id}`);
  await expect(history(page).getByText("Quantity: 1 → 2")).toBeVisible();
  await expect(history(page).getByRole("button", { name: /Restore/ })).toHaveCount(0);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("History is in German, with the group's currency and German dates; axe finds nothing serious", async ({
    signedInPage: page,
    account,
  }) => {
    await page.addInitScript(() => localStorage.setItem("inventory.language", "de"));
    await setGroupCurrency(account, "EUR");
    const item = await createEntity(account, { name: "Bohrer", purchasePrice: 129.99, purchaseDate: "2024-03-01" });
    const body = { name: "Bohrer", purchasePrice: 150, purchaseDate: "2024-03-02" };
    await account.api.call(entityEndpoints.replace, { params: { id: item.id }, body });
    await page.goto(`/entities/${item.id}`);
    const verlauf = page.getByRole("region", { name: "Verlauf" });
    const changed = change(page, /^Geändert/, verlauf, "Alles wie vor dieser Änderung wiederherstellen");
    await expect(changed).toContainText(/von Olga, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect(changed.getByText(/^Kaufpreis: 129,99\s€ → 150,00\s€$/)).toBeVisible();
    await expect(changed.getByText("Kaufdatum: 01.03.2024 → 02.03.2024")).toBeVisible();
    await expect(verlauf.getByRole("heading", { name: "Verlauf" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("in French", () => {
  test.use({ locale: "fr-FR" });

  test("History is in French, with French prices and dates", async ({ signedInPage: page, account }) => {
    await page.addInitScript(() => localStorage.setItem("inventory.language", "fr"));
    await setGroupCurrency(account, "EUR");
    const item = await createEntity(account, { name: "Perceuse", purchasePrice: 129.9, purchaseDate: "2025-03-14" });
    const body = { name: "Perceuse", purchasePrice: 99, purchaseDate: "2025-04-01", insured: true };
    await account.api.call(entityEndpoints.replace, { params: { id: item.id }, body });
    await page.goto(`/entities/${item.id}`);
    const historique = page.getByRole("region", { name: "Historique" });
    const changed = change(page, /^Modifié/, historique, "Tout restaurer comme avant cette modification");
    await expect(changed).toContainText("par Olga");
    await expect(historique.getByText(/^Prix d’achat : 129,90\s€ → 99,00\s€$/)).toBeVisible();
    await expect(historique.getByText("Date d’achat : 14 mars 2025 → 1 avr. 2025")).toBeVisible();
    await expect(historique.getByText(/: Non → Oui$/)).toBeVisible();
    await historique.getByRole("button", { name: "Restaurer l’ancienne valeur de Prix d’achat" }).click();
    await expect(historique.getByText(/^Prix d’achat : 99,00\s€ → 129,90\s€$/)).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use(SCREENS.phone);

  test("History fits the screen and restores with a tap", async ({ signedInPage: page, account }) => {
    const { item, shelfA, shelfB } = await teapot(account);
    const body = { parentId: shelfB.id, quantity: 4 };
    await account.api.call(entityEndpoints.patch, { params: { id: item.id }, body });
    await page.goto(`/entities/${item.id}`);
    const move = change(page, "Moved from Shelf A to Shelf B");
    await move.scrollIntoViewIfNeeded();
    await expect(move).toContainText("Quantity: 1 → 4");
    await expectNoSideScroll(page, "entity page with History");
    await move.getByRole("button", { name: WHOLE }).tap();
    await expect(page.getByText("Shelf A (its parent)")).toBeVisible();
    expect(await getEntity(account, item.id)).toMatchObject({ parentId: shelfA.id, quantity: 1 });
  });
});
