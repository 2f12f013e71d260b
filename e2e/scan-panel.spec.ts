import type { Locator, Page } from "@playwright/test";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel } from "./support/scan";

const focusInside = (panel: Locator) => panel.evaluate((el) => el.contains(document.activeElement));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Five frames: a wheel scroll that is going to happen has begun by then (the last step shows one does). */
const frames = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => requestAnimationFrame(r));
  });

// The panel is a non-modal Radix dialog that does a modal's work with an overlay and components/ui/use-page-behind.ts:
// these are the modal behaviours a user relies on, pinned so that the lighter handling keeps them all.
test("the scan panel is modal: focus stays in it, the page behind is hidden and still, a click outside closes it", async ({
  signedInPage: page,
  account,
}) => {
  for (const name of ["Pencil box", "Stapler", "Glue"]) await createEntity(account, { name, quantity: 1 });
  await page.setViewportSize({ width: 1024, height: 360 }); // short enough that the list scrolls
  await page.goto("/inventory");
  const heading = page.getByRole("heading", { name: "Inventory", level: 1 });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

  const scanButton = page.getByRole("button", { name: "Scan", exact: true });
  await scanButton.click();
  const panel = scanPanel(page);
  await expect(panel).toBeVisible();
  expect(await focusInside(panel)).toBe(true);

  // Tab and Shift+Tab go round the panel's controls and never reach the page behind.
  for (const key of [...Array<string>(12).fill("Tab"), ...Array<string>(12).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    expect(await focusInside(panel), `focus after ${key}`).toBe(true);
  }

  // Assistive technology sees only the panel; the page is still there underneath.
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Inventory", level: 1, includeHidden: true })).toHaveCount(1);

  // The wheel over the dimmed page does not scroll it.
  await page.mouse.move(8, 340);
  await page.mouse.wheel(0, 400);
  await frames(page);
  expect(await scrollY(page)).toBe(0);

  // A click on the dimmed page closes the panel and hands everything back.
  await page.mouse.click(8, 340);
  await expect(panel).toBeHidden();
  await expect(heading).toBeVisible();
  await expect(scanButton).toBeFocused();
  await page.mouse.wheel(0, 400);
  await frames(page);
  expect(await scrollY(page)).toBeGreaterThan(0);
});
