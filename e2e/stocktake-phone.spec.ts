import { stocktakeEndpoints } from "../contract";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { PHONE } from "./support/phone";

const CODE = "3017620422003";

// A phone, and Chromium's fake camera playing the code's video (e2e/support/phone.ts).
test.use(PHONE);

test("on a phone the camera scans an item into the stock-take", async ({ signedInPage: page, account }) => {
  const pantry = await createEntity(account, { name: "Pantry", entityTypeId: account.locationTypeId });
  await createEntity(account, { name: "Jar", parentId: pantry.id, barcode: CODE });
  const stocktake = await account.api.call(stocktakeEndpoints.create, {
    body: { locationId: pantry.id, recursive: true },
  });

  await page.goto(`/stocktakes/${stocktake.id}`);
  await expect(page.getByLabel("Missing: 1")).toBeVisible();
  await page.getByRole("button", { name: "Use camera" }).click();
  await expect(page.getByRole("region", { name: "Last scan" }).getByRole("status")).toHaveText("Found: Jar", {
    timeout: 15_000,
  });
  await expect(page.getByLabel("Found: 1")).toBeVisible();
  // Nothing wider than the phone: the counts wrap instead of scrolling sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
