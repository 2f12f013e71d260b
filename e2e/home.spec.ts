import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

test("the home page shows the totals, the value by location as a chart and as a table, and recent items", async ({
  signedInPage: page,
  account,
}) => {
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  await createEntity(account, { name: "Drill", parentId: garage.id, purchasePrice: 120, quantity: 2 });
  await createEntity(account, { name: "Ladder", parentId: garage.id, purchasePrice: 60 });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  const totals = page.getByRole("definition");
  await expect(page.getByText("Items", { exact: true })).toBeVisible();
  await expect(totals.filter({ hasText: "$300.00" })).toBeVisible();

  const byLocation = page.getByRole("region", { name: "Value by location" });
  await expect(byLocation.getByRole("img", { name: /most valuable is Garage/ })).toBeVisible();
  await byLocation.getByRole("button", { name: "Show as table" }).click();
  await expect(byLocation.getByRole("row", { name: "Garage $300.00" })).toBeVisible();

  const added = page.getByRole("region", { name: "Recently added" });
  await expect(added.getByRole("link", { name: "Ladder" })).toBeVisible();
  await added.getByRole("link", { name: "Drill" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Drill" })).toBeVisible();
});
