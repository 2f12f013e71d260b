import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { wedgeScan } from "./support/scan";

test("scanning an asset id opens its entity", async ({ signedInPage: page, account }) => {
  const entity = await createEntity(account, { name: "Cordless drill", assetId: "000-123" });
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, "#000-123");
  await expect(page).toHaveURL(new RegExp(`/entities/${entity.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cordless drill");
});

test("scanning a link to an entity page opens it", async ({ signedInPage: page, baseURL, account }) => {
  const entity = await createEntity(account, { name: "Label printer" });
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, `${baseURL}/entities/${entity.id}`);
  await expect(page).toHaveURL(new RegExp(`/entities/${entity.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Label printer");
});
