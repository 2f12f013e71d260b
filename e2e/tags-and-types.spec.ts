import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

test("tags are created, renamed and deleted", async ({ signedInPage: page }) => {
  await page.goto("/tags");
  await page.getByLabel("New tag").fill("Kitchen");
  await page.getByRole("button", { name: "Create tag" }).click();
  const list = page.getByRole("list", { name: "Tags" });
  await expect(list.getByRole("link", { name: "Kitchen" })).toBeVisible();

  await list.getByRole("button", { name: "Rename Kitchen" }).click();
  await page.getByLabel("New name for Kitchen").fill("Pantry");
  await page.getByLabel("New name for Kitchen").press("Enter");
  await expect(list.getByRole("link", { name: "Pantry" })).toBeVisible();

  await list.getByRole("button", { name: "Delete Pantry" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(list.getByRole("link", { name: "Pantry" })).toHaveCount(0);
});

test("an entity type in use cannot be deleted, and says why", async ({ signedInPage: page, account }) => {
  await page.goto("/entity-types");
  await page.getByLabel("New type").fill("Room");
  await page.getByLabel("Is a location").check();
  await page.getByRole("button", { name: "Create type" }).click();
  const list = page.getByRole("list", { name: "Types" });
  await expect(list.getByText("Room")).toBeVisible();

  // The default item type is used by an entity: the service answers 409 and the page shows it.
  await createEntity(account, { name: "Lamp", entityTypeId: account.itemTypeId });
  await list.getByRole("button", { name: "Delete Item" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(list.getByRole("alert")).toBeVisible();
  await expect(list.getByText("Item", { exact: true })).toBeVisible();

  await list.getByRole("button", { name: "Rename Room" }).click();
  await page.getByLabel("New name for Room").fill("Hall");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(list.getByText("Hall")).toBeVisible();
  await list.getByRole("button", { name: "Delete Hall" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(list.getByText("Hall")).toHaveCount(0);
});
