import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";

/** A code stored on an entity (custom field Barcode), so the lookup ends in the inventory. */
const CODE = "4006381333931";

test.describe("keyboard-wedge scanner", () => {
  test.beforeEach(async ({ signedInPage: page, account }) => {
    await createEntity(account, { name: "Pencil box", quantity: 3, barcode: CODE });
    await page.goto("/inventory");
    await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  });

  test("a burst on the inventory page runs a lookup", async ({ page }) => {
    await wedgeScan(page, CODE);
    const panel = scanPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("list", { name: "In inventory" })).toContainText("Pencil box, quantity 3");
  });

  test("a burst inside a focused text field runs a lookup and leaves the field as it was", async ({ page }) => {
    const search = page.getByRole("searchbox", { name: "Search inventory" });
    await search.fill("pen");
    await search.press("ArrowLeft"); // caret between "pe" and "n"
    await wedgeScan(page, CODE);
    await expect(scanPanel(page).getByRole("list", { name: "In inventory" })).toContainText("Pencil box");
    await page.keyboard.press("Escape");
    await expect(scanPanel(page)).toBeHidden();
    await expect(search).toHaveValue("pen");
    await expect(search).toBeFocused();
    expect(await search.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([2, 2]);
    await expect(page).not.toHaveURL(new RegExp(CODE));
  });

  test("a burst ended by Tab works and does not move focus", async ({ page }) => {
    const search = page.getByRole("searchbox", { name: "Search inventory" });
    await search.focus();
    await wedgeScan(page, CODE, "Tab");
    await expect(scanPanel(page).getByRole("list", { name: "In inventory" })).toContainText("Pencil box");
    await page.keyboard.press("Escape");
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("");
  });

  test("a burst whose last keys reach the page 150 ms late is one scan of the whole code", async ({ page }) => {
    const search = page.getByRole("searchbox", { name: "Search inventory" });
    await search.fill("pen");
    // Pressed 5 ms apart; the page gets "31" and Enter after a 150 ms pause, later than the 100 ms silence
    // that ends a burst without terminator (a busy main thread). The keys' own timestamps join them.
    await wedgeScan(page, CODE, "Enter", 5, { afterKeys: CODE.length - 2, pauseMs: 150 });
    const panel = scanPanel(page);
    await expect(panel.getByRole("region", { name: "Scan result" })).toContainText(`Scanned ${CODE}`);
    await expect(panel.getByRole("list", { name: "In inventory" })).toContainText("Pencil box, quantity 3");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(search).toHaveValue("pen");
    await expect(page).not.toHaveURL(new RegExp(CODE.slice(-4)));
  });

  test("a burst whose first key reaches the page alone, 150 ms early, is one scan of the whole code", async ({
    page,
  }) => {
    await wedgeScan(page, CODE, "Enter", 5, { afterKeys: 1, pauseMs: 150 });
    const panel = scanPanel(page);
    await expect(panel.getByRole("region", { name: "Scan result" })).toContainText(`Scanned ${CODE}`);
    await expect(panel.getByRole("list", { name: "In inventory" })).toContainText("Pencil box, quantity 3");
  });

  test("human typing (100 ms a key) is never a scan", async ({ page }) => {
    const search = page.getByRole("searchbox", { name: "Search inventory" });
    await search.focus();
    await page.keyboard.type(CODE, { delay: 100 });
    // The list's search writes the text to the URL 250 ms after the last key, later than any scan would end.
    await expect(page).toHaveURL(new RegExp(`q=${CODE}`));
    await expect(page.getByRole("row", { name: /Pencil box/ })).toBeVisible();
    // Enter in the search opens the only match (the item whose Barcode field holds the code), as a search does.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Pencil box", level: 1 })).toBeVisible();
    await expect(scanPanel(page)).toHaveCount(0);
  });
});

test("the scan panel's code is fetched while the app is idle, before the first scan", async ({
  signedInPage: page,
}) => {
  const panelChunk = page.waitForRequest((req) => /\/assets\/scan-panel-[^/]+\.js$/.test(req.url()));
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await panelChunk;
  await expect(scanPanel(page)).toHaveCount(0);
});
