import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import type { Account } from "./support/session";

/** Two rooms with a "Shelf A" each, something on each shelf, and an item with an accent in its name. */
async function twoShelves(account: Account) {
  const place = (name: string, parentId?: string) =>
    createEntity(account, { name, entityTypeId: account.locationTypeId, parentId });
  // Independent entities go at once: each round trip counts against the test's time.
  const [garage, cellar] = await Promise.all([place("Garage"), place("Cellar")]);
  const [garageShelf, cellarShelf] = await Promise.all([place("Shelf A", garage.id), place("Shelf A", cellar.id)]);
  const [sockets] = await Promise.all([
    createEntity(account, { name: "Socket set", parentId: garageShelf.id, assetId: "000-006" }),
    createEntity(account, { name: "Paint tins", parentId: cellarShelf.id }),
    createEntity(account, { name: "Crème brûlée torch" }),
  ]);
  return { garage, sockets };
}

test("the list shows items; Show brings locations back; a location has no quantity", async ({
  signedInPage: page,
  account,
}) => {
  const { garage } = await twoShelves(account);
  await page.goto("/inventory");
  await expect(page.getByRole("link", { name: "Socket set" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Garage", exact: true })).toHaveCount(0);

  const show = page.getByRole("combobox", { name: "Show" });
  await show.selectOption({ label: "Items and locations" });
  await expect(page).toHaveURL(/show=all/);
  await expect(page.getByRole("link", { name: "Garage", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Socket set" })).toBeVisible();
  const garageRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Garage", exact: true }) });
  await expect(garageRow.getByRole("cell").last()).toHaveText("");

  await show.selectOption({ label: "Locations" });
  await expect(page.getByRole("link", { name: "Socket set" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cellar", exact: true })).toBeVisible();

  await page.goto(`/entities/${garage.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Garage" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Quick changes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Increase quantity" })).toHaveCount(0);
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveCount(0);
});

test("search finds path words, asset ids and text without accents; paths tell two Shelf A apart", async ({
  signedInPage: page,
  account,
}) => {
  const { sockets } = await twoShelves(account);
  await page.goto("/inventory");
  const search = page.getByLabel("Search inventory");
  await search.fill("garage shelf");
  await expect(page.getByRole("link", { name: "Socket set" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Paint tins" })).toHaveCount(0);
  const socketRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Socket set" }) });
  await expect(socketRow.getByRole("cell", { name: "Garage › Shelf A" })).toBeVisible();

  await search.fill("creme");
  await expect(page.getByRole("link", { name: "Crème brûlée torch" })).toBeVisible();
  for (const q of ["000-006", "6"]) {
    await search.fill(q);
    await expect(page.getByRole("link", { name: "Socket set" }), q).toBeVisible();
  }

  await search.fill("");
  const location = page.getByRole("combobox", { name: "Location (with sub-locations)" });
  await expect(location.getByRole("option")).toHaveText([
    "Anywhere",
    "Cellar",
    "Garage",
    "Shelf A (Cellar)",
    "Shelf A (Garage)",
  ]);

  await page.goto(`/entities/${sockets.id}`);
  await page.getByRole("button", { name: "Move…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move Socket set" });
  await dialog.getByRole("combobox", { name: "New parent" }).fill("shelf");
  // Two shelves of one name, each told apart by its path (their order among equal names is not fixed).
  await expect(dialog.getByRole("option", { name: /^Shelf A / })).toHaveCount(2);
  await expect(dialog.getByRole("option", { name: "Shelf A (Location) in Cellar" })).toBeVisible();
  await expect(dialog.getByRole("option", { name: "Shelf A (Location) in Garage" })).toBeVisible();
});
