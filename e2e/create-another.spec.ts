import { tagEndpoints } from "../contract";
import { createEntity, findEntities } from "./support/entities";
import { expect, test } from "./support/fixtures";

test("Create and add another says what it keeps (parent, tags), and one click clears it", async ({
  signedInPage: page,
  account,
}) => {
  await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  await account.api.call(tagEndpoints.create, { body: { name: "Tools" } });
  await page.goto("/inventory");
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "New item" });
  await dialog.getByLabel("Name").fill("Hammer");
  await dialog.getByRole("combobox", { name: "Parent" }).fill("Gara");
  await dialog.getByRole("option", { name: /^Garage/ }).click();
  await dialog.getByRole("checkbox", { name: "Tools" }).check();
  await expect(dialog.getByText("Kept for the next one")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create and add another" }).click();

  // Ready for the next name, and told beside it what the next one gets.
  await expect(dialog.getByRole("status")).toContainText("Created so far: Hammer");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByText("Kept for the next one: in Garage; tags Tools")).toBeVisible();
  const clear = dialog.getByRole("button", { name: "Clear kept values" });
  await expect(clear).toHaveAccessibleDescription("Kept for the next one: in Garage; tags Tools");

  await clear.click();
  await expect(dialog.getByText(/Kept for the next one/)).toHaveCount(0);
  await expect(dialog.getByRole("checkbox", { name: "Tools" })).not.toBeChecked();
  await expect(dialog.getByText(/Chosen:/)).toHaveCount(0);
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await dialog.getByLabel("Name").fill("Saw");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Saw", level: 1 })).toBeVisible();
  const [saw] = (await findEntities(account, "Saw")).items;
  expect([saw?.parentId, saw?.tagIds]).toEqual([null, []]);
  const [hammer] = (await findEntities(account, "Hammer")).items;
  expect(hammer?.tagIds).toHaveLength(1);
});

test("Add inside keeps its own parent: only the kept tags are named, and clearing keeps the parent", async ({
  signedInPage: page,
  account,
}) => {
  const shelf = await createEntity(account, { name: "Shelf", entityTypeId: account.locationTypeId });
  await account.api.call(tagEndpoints.create, { body: { name: "Paint" } });
  await page.goto(`/entities/${shelf.id}`);
  await page.getByRole("button", { name: "Add inside…" }).click();
  const dialog = page.getByRole("dialog", { name: "New item" });
  await dialog.getByLabel("Name").fill("Primer");
  await dialog.getByRole("checkbox", { name: "Paint" }).check();
  await dialog.getByRole("button", { name: "Create and add another" }).click();
  await expect(dialog.getByText("Kept for the next one: tags Paint")).toBeVisible();
  await dialog.getByRole("button", { name: "Clear kept values" }).click();
  await expect(dialog.getByText(/Chosen:\s*Shelf/)).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Paint" })).not.toBeChecked();
});
