import { expect, test } from "@playwright/test";
import { createEntity, wedgeScan } from "./support/scan";
import { createAccount, openSignedIn } from "./support/session";

test("scanning an asset id opens its entity", async ({ page, request }) => {
  const account = await createAccount(request);
  const entity = await createEntity(account, { name: "Cordless drill", assetId: "000-123" });
  await openSignedIn(page, account, "/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, "#000-123");
  await expect(page).toHaveURL(new RegExp(`/entities/${entity.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cordless drill");
});

test("scanning a link to an entity page opens it", async ({ page, request, baseURL }) => {
  const account = await createAccount(request);
  const entity = await createEntity(account, { name: "Label printer" });
  await openSignedIn(page, account, "/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, `${baseURL}/entities/${entity.id}`);
  await expect(page).toHaveURL(new RegExp(`/entities/${entity.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Label printer");
});
