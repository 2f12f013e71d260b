import { expect, test } from "@playwright/test";
import { createAccount, openSignedIn } from "./support/session";

test("the home page shows the totals, the value by location as a chart and as a table, and recent items", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const garage = await account.api.post("/v1/entities", { name: "Garage", entityTypeId: account.locationTypeId });
  await account.api.post("/v1/entities", { name: "Drill", parentId: garage.id, purchasePrice: 120, quantity: 2 });
  await account.api.post("/v1/entities", { name: "Ladder", parentId: garage.id, purchasePrice: 60 });

  await openSignedIn(page, account, "/");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  const totals = page.getByRole("definition");
  await expect(page.getByText("Items", { exact: true })).toBeVisible();
  await expect(totals.filter({ hasText: "$300.00" })).toBeVisible();

  const byLocation = page.getByRole("region", { name: "Value by location" });
  await expect(byLocation.getByRole("img", { name: /most valuable is Garage/ })).toBeVisible();
  await byLocation.getByRole("button", { name: "Show as table" }).click();
  await expect(byLocation.getByRole("row", { name: "Garage $180.00" })).toBeVisible();

  const added = page.getByRole("region", { name: "Recently added" });
  await expect(added.getByRole("link", { name: "Ladder" })).toBeVisible();
  await added.getByRole("link", { name: "Drill" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Drill" })).toBeVisible();
});
