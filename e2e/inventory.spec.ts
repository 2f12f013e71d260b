import { tagEndpoints } from "../contract";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

test("creates a location and an item in it, then finds the item", async ({ signedInPage: page, account }) => {
  await page.goto("/inventory");
  await expect(page.getByText(/^Nothing here yet\./)).toBeVisible();
  await expect(page.getByText(/Got a barcode\?/)).toBeVisible();
  await expect(page.getByRole("button", { name: "New item" })).toBeVisible();
  await page.getByRole("button", { name: "New location" }).click();
  const create = page.getByRole("dialog", { name: "New location" });
  await create.getByLabel("Name").fill("Garage");
  // "New location" preselects a location type.
  await expect(create.getByLabel("Type")).toHaveValue(account.locationTypeId);
  await create.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Garage", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Add inside…" }).click();
  const inside = page.getByRole("dialog", { name: "New item" });
  await expect(inside.getByText("Chosen: Garage")).toBeVisible();
  await inside.getByLabel("Name").fill("Cordless drill");
  await inside.getByLabel("Quantity", { exact: true }).fill("2");
  await inside.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
  await expect(page.getByText("Garage (its parent)")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Garage" }),
  ).toBeVisible();

  // Search as you type from the header lands on the list with the query in the URL.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory", exact: true }).click();
  await page.getByLabel("Search inventory").fill("drill");
  await expect(page).toHaveURL(/q=drill/);
  const row = page.getByRole("row", { name: /Cordless drill/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell", { name: "Garage" })).toBeVisible();

  // The tree counts the item under its location.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Locations" }).click();
  const garage = page.getByRole("treeitem", { name: /Garage/ });
  await expect(garage).toContainText("1");
});

test("the list view is reproducible from its URL", async ({ signedInPage: page, account }) => {
  const tag = await account.api.call(tagEndpoints.create, { body: { name: "Fragile" } });
  await createEntity(account, { name: "Vase", tagIds: [tag.id] });
  await createEntity(account, { name: "Hammer" });
  await page.goto("/inventory");
  await page.getByRole("combobox", { name: "Tag", exact: true }).selectOption({ label: "Fragile" });
  await expect(page.getByRole("row", { name: /Hammer/ })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Vase/ })).toBeVisible();
  const url = page.url();
  await page.goto("/");
  await page.goto(url);
  await expect(page.getByRole("combobox", { name: "Tag", exact: true })).toHaveValue(tag.id);
  await expect(page.getByRole("row", { name: /Hammer/ })).toHaveCount(0);
});

test("clearing the search, then at once leaving for another page, goes to that page", async ({
  signedInPage: page,
}) => {
  await page.goto("/inventory?q=drill");
  await expect(page.getByLabel("Search inventory")).toHaveValue("drill");
  // The Locations page's code arrives a second late, as on a slow network: the search box's debounced
  // URL write (250 ms) falls inside that navigation, which must still complete.
  await page.route(/locations-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByLabel("Search inventory").fill("");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Locations" }).click();
  await expect(page.getByRole("heading", { name: "Locations", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/locations$/);
});

test("the location filter lists every location, sub-locations too, and keeps what is inside it", async ({
  signedInPage: page,
  account,
}) => {
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const shelf = await createEntity(account, {
    name: "Shelf",
    entityTypeId: account.locationTypeId,
    parentId: garage.id,
  });
  await createEntity(account, { name: "Drill", parentId: shelf.id });
  await createEntity(account, { name: "Kettle" });
  await page.goto("/inventory");
  const location = page.getByRole("combobox", { name: "Location (with sub-locations)" });
  await expect(location.getByRole("option")).toHaveText(["Anywhere", "Garage", "Shelf"]);
  await location.selectOption({ label: "Garage" });
  await expect(page.getByRole("row", { name: /Drill/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Kettle/ })).toHaveCount(0);
});
