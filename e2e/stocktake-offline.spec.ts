import { stocktakeEndpoints } from "../contract";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/session";
import { wedgeScan } from "./support/scan";

test("scans made offline survive a closed tab, the page reopens offline, every scan arrives once, a second browser sees them live", async ({
  signedInPage: page,
  account,
  browser,
}) => {
  test.slow(); // two browsers, a closed and a reopened tab
  const store = await createEntity(account, { name: "Store", entityTypeId: account.locationTypeId });
  for (const [i, name] of ["Box A", "Box B", "Box C", "Box D"].entries())
    await createEntity(account, { name, parentId: store.id, assetId: `000-90${i + 1}` });
  const stocktake = await account.api.call(stocktakeEndpoints.create, {
    body: { locationId: store.id, recursive: true },
  });

  const watcherContext = await browser.newContext();
  await signIn(watcherContext, account);
  const watcher = await watcherContext.newPage();
  await watcher.goto(`/stocktakes/${stocktake.id}`);
  await expect(watcher.getByLabel("Missing: 4")).toBeVisible();

  await page.goto(`/stocktakes/${stocktake.id}`);
  await expect(page.getByLabel("Missing: 4")).toBeVisible();
  const last = page.getByRole("region", { name: "Last scan" });
  await wedgeScan(page, "000-901");
  await expect(last.getByRole("status")).toHaveText("Found: Box A");
  await expect(page.getByLabel("Found: 1")).toBeVisible();
  await expect(watcher.getByLabel("Found: 1")).toBeVisible();
  // The app's service worker is installed (as after any earlier visit): the shell can open offline.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));

  await page.context().setOffline(true);
  await wedgeScan(page, "000-902");
  await expect(last.getByRole("status")).toHaveText("Found: Box B (not yet sent)");
  await wedgeScan(page, "000-903");
  await expect(last.getByRole("status")).toHaveText("Found: Box C (not yet sent)");
  await page.getByLabel("Code or asset id").fill("000-903"); // the same box typed again: one entity, two scans
  await page.keyboard.press("Enter");
  await expect(page.getByText("3 scans not yet sent")).toBeVisible();
  await expect(page.getByLabel("Found: 3")).toBeVisible();
  await expect(page.getByLabel("Missing: 1")).toBeVisible();
  await expect(watcher.getByLabel("Found: 1")).toBeVisible();
  await page.close();

  // Still offline: the page opens from the worker's shell, the kept view and the queue.
  const reopened = await page.context().newPage();
  const opened = await reopened.goto(`/stocktakes/${stocktake.id}`);
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(reopened.getByRole("heading", { name: "Stock-take of Store" })).toBeVisible();
  await expect(reopened.getByText("The service cannot be reached")).toBeVisible();
  await expect(reopened.getByText("3 scans not yet sent")).toBeVisible();
  await expect(reopened.getByLabel("Found: 3")).toBeVisible();
  const lastReopened = reopened.getByRole("region", { name: "Last scan" });
  await wedgeScan(reopened, "000-904");
  await expect(lastReopened.getByRole("status")).toHaveText("Found: Box D (not yet sent)");
  await expect(reopened.getByText("4 scans not yet sent")).toBeVisible();
  await expect(reopened.getByLabel("Missing: 0")).toBeVisible();
  await expect(watcher.getByLabel("Found: 1")).toBeVisible();

  await reopened.context().setOffline(false);
  await expect(reopened.getByText(/scans? not yet sent/)).toBeHidden();
  await expect(lastReopened.getByRole("status")).toHaveText("Found: Box D");
  await expect(watcher.getByLabel("Found: 4")).toBeVisible();
  await expect(watcher.getByLabel("Missing: 0")).toBeVisible();

  const view = await account.api.call(stocktakeEndpoints.get, { params: { id: stocktake.id } });
  expect(view.found.map((e) => [e.name, e.count]).sort()).toEqual([
    ["Box A", 1],
    ["Box B", 1],
    ["Box C", 2],
    ["Box D", 1],
  ]);
  expect(view.missing).toEqual([]);
  const [summary] = await account.api.call(stocktakeEndpoints.list);
  expect(summary!.scans).toBe(5);
  await watcherContext.close();
});
