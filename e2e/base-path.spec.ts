import { expect, test } from "@playwright/test";
import { PNG } from "./support/images";
import { startOwnService, type OwnService } from "./support/own-service";
import { startPathProxy, type PathProxy } from "./support/path-proxy";
import { PASSWORD, uniqueEmail } from "./support/session";

/**
 * The whole app under BASE_PATH=/inventory behind a proxy that forwards only `/inventory/…`: sign-up,
 * the list, creating and editing, an upload, labels, live events, a deep-link reload and sign-out. Any
 * request outside the prefix would get the proxy's 404 and is recorded. The prefix is also one of the
 * app's own routes (`/inventory`, the list), so the two must not be confused.
 */
const BASE = "/inventory";
let service: OwnService;
let proxy: PathProxy;
const pageErrors: string[] = [];

test.beforeAll(async () => {
  service = await startOwnService(() => ({ BASE_PATH: BASE }));
  proxy = await startPathProxy(BASE, service.origin);
});
test.afterAll(async () => {
  await proxy.close();
  await service.dispose();
});

test("the whole app works under a base path behind a proxy", async ({ browser }) => {
  // One journey through every part of the app, on a service of its own.
  test.slow();
  const context = await browser.newContext({ baseURL: proxy.origin });
  const page = await context.newPage();
  page.on("pageerror", (e) => pageErrors.push(e.message));

  await page.goto(`${BASE}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page).toHaveURL(`${proxy.origin}${BASE}/register`);
  const email = uniqueEmail("base-path");
  await page.getByLabel("Name").fill("Robin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page).toHaveURL(`${proxy.origin}${BASE}/`);

  // The list (the app's own /inventory route, under the /inventory prefix) and a new item.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  await expect(page).toHaveURL(`${proxy.origin}${BASE}/inventory`);
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "New item" });
  await dialog.getByLabel("Name").fill("Drill");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Drill" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${proxy.origin}${BASE}/entities/[0-9a-f-]{36}$`));
  const itemUrl = page.url();

  // An upload, and its thumbnail loaded through the prefix.
  await page.getByLabel("Add files").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
  const thumbnail = page.getByRole("img", { name: "front.png" });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Live events: a second tab on the item sees an edit made in the first, and a reload of its deep link works.
  const watcher = await context.newPage();
  watcher.on("pageerror", (e) => pageErrors.push(e.message));
  await watcher.goto(itemUrl);
  await expect(watcher.getByRole("heading", { level: 1, name: "Drill" })).toBeVisible();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Name", { exact: true }).fill("Cordless drill");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cordless drill" })).toBeVisible();
  await expect(watcher.getByRole("heading", { level: 1, name: "Cordless drill" })).toBeVisible();
  await watcher.reload();
  await expect(watcher.getByRole("heading", { level: 1, name: "Cordless drill" })).toBeVisible();

  // The app's service worker lives under the prefix, and its kept shell names the prefix as its base:
  // offline, the deep link still opens the app (its data waits for the service).
  const workerScope = await watcher.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(workerScope).toBe(`${proxy.origin}${BASE}/`);
  await watcher.close();
  await context.setOffline(true);
  const offline = await context.newPage();
  const shell = await offline.goto(itemUrl);
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(offline.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(await offline.evaluate(() => document.baseURI)).toBe(`${proxy.origin}${BASE}/`);
  await offline.close();
  await context.setOffline(false);

  // Labels link to the app under its prefix.
  await page.goto(`${BASE}/inventory`);
  await page.getByRole("checkbox", { name: "Select Cordless drill", exact: true }).check();
  await page.getByRole("link", { name: "Print labels" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Labels" })).toBeVisible();
  await expect(page).toHaveURL(`${proxy.origin}${BASE}/labels`);
  await expect(page.getByLabel("Link address")).toHaveAttribute("placeholder", `${proxy.origin}${BASE}`);

  // Signing out and in again stays under the prefix.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${proxy.origin}${BASE}/sign-in`));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();

  expect(proxy.refused).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test("the service answers only under its base path", async ({ request }) => {
  const status = await request.get(`${service.origin}${BASE}/api/v1/status`);
  expect(status.ok()).toBe(true);
  expect((await request.get(`${service.origin}/api/v1/status`)).status()).toBe(404);
  const index = await request.get(`${service.origin}${BASE}/entities/x`);
  expect(await index.text()).toContain(`<base href="${BASE}/"`);
});
