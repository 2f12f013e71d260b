import type { Page } from "@playwright/test";
import { tagEndpoints } from "../contract";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import type { Account } from "./support/session";

/** Two shelves, a tag and an item on the first shelf; the item's page is open. */
async function setUp(page: Page, account: Account) {
  const shelfA = await createEntity(account, { name: "Shelf A", entityTypeId: account.locationTypeId });
  const shelfB = await createEntity(account, { name: "Shelf B", entityTypeId: account.locationTypeId });
  await account.api.call(tagEndpoints.create, { body: { name: "Fragile" } });
  const item = await createEntity(account, { name: "Teapot", parentId: shelfA.id, quantity: 1 });
  await page.goto(`/entities/${item.id}`);
  await expect(page.getByRole("heading", { name: "Teapot", level: 1 })).toBeVisible();
  return { item, shelfA, shelfB };
}

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("quantity changes at once and Undo puts it back", async ({ signedInPage: page, account }) => {
  const { item } = await setUp(page, account);
  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(quantity).toHaveValue("3");
  await quantity.fill("7");
  await quantity.press("Enter");
  await expect(toast(page).getByText("Quantity of Teapot set to 7.")).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).quantity).toBe(7);

  await toast(page).getByRole("button", { name: "Undo" }).last().click();
  await expect(quantity).toHaveValue("3");
  await expect.poll(async () => (await getEntity(account, item.id)).quantity).toBe(3);
});

test("a tag is added and removed, with Undo", async ({ signedInPage: page, account }) => {
  const { item } = await setUp(page, account);
  await page.getByRole("combobox", { name: "Add tag" }).selectOption({ label: "Fragile" });
  await expect(page.getByRole("button", { name: "Remove tag Fragile" })).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).tags.length).toBe(1);

  await toast(page).getByRole("button", { name: "Undo" }).last().click();
  await expect(page.getByRole("button", { name: "Remove tag Fragile" })).toHaveCount(0);
  await expect.poll(async () => (await getEntity(account, item.id)).tags.length).toBe(0);
});

test("a move goes through PATCH and Undo moves it back", async ({ signedInPage: page, account }) => {
  const { item, shelfA, shelfB } = await setUp(page, account);
  await page.getByRole("button", { name: "Move…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move Teapot" });
  const parent = dialog.getByRole("combobox", { name: "New parent" });
  // Enter right after typing picks from the results for "Shelf B", not from older ones on screen.
  await parent.fill("Shelf B");
  await parent.press("Enter");
  await expect(dialog.getByText("Chosen: Shelf B")).toBeVisible();
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("Shelf B (its parent)")).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).parentId).toBe(shelfB.id);

  await toast(page).getByRole("button", { name: "Undo" }).last().click();
  await expect(page.getByText("Shelf A (its parent)")).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).parentId).toBe(shelfA.id);
});

test("the locations tree moves an entity here and works with the keyboard", async ({ signedInPage: page, account }) => {
  const { item, shelfB } = await setUp(page, account);
  await page.goto("/locations");
  const tree = page.getByRole("tree", { name: "Locations" });
  await tree.getByRole("treeitem", { name: /Shelf A/ }).click();
  await page.keyboard.press("ArrowDown");
  await expect(tree.getByRole("treeitem", { name: /Shelf B/ })).toBeFocused();
  await expect(tree.getByRole("treeitem", { name: /Shelf B/ })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Move here…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move something into Shelf B" });
  await dialog.getByRole("combobox", { name: "Item to move" }).fill("Teapot");
  await dialog.getByRole("option", { name: /Teapot/ }).click();
  await dialog.getByRole("button", { name: "Move here" }).click();
  await expect(toast(page).getByText("Moved Teapot into Shelf B.")).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).parentId).toBe(shelfB.id);
});

test("moving into an item stored somewhere else, and changing the type, each with Undo", async ({
  signedInPage: page,
  account,
}) => {
  const { item, shelfA, shelfB } = await setUp(page, account);
  await createEntity(account, { name: "Picnic basket", parentId: shelfA.id });
  await page.reload();

  await page.getByRole("button", { name: "Move…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move Teapot" });
  await dialog.getByRole("combobox", { name: "New parent" }).fill("Picnic");
  await dialog.getByRole("option", { name: /Picnic basket/ }).click();
  await dialog.getByLabel(/Stored somewhere else than Picnic basket/).check();
  const where = dialog.getByRole("combobox", { name: "Stored at (location)" });
  await where.fill("Shelf B");
  await where.press("Enter");
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("Shelf B (its own location, stored apart from its parent)")).toBeVisible();
  const moved = await getEntity(account, item.id);
  expect(moved.locationId).toBe(shelfB.id);

  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Location" });
  await expect(toast(page).getByText("Type of Teapot changed to Location.")).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).entityType.isLocation).toBe(true);
  await toast(page).getByRole("button", { name: "Undo" }).last().click();
  await expect.poll(async () => (await getEntity(account, item.id)).entityType.isLocation).toBe(false);
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveValue(account.itemTypeId);
});
