import { expect, type Page } from "@playwright/test";
import { writeEan13Y4m } from "./y4m";

/** A common phone (an iPhone 12–15 sized screen) in Chromium's mobile emulation, with a fake camera. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${writeEan13Y4m("3017620422003")}`,
    ],
  },
};

/**
 * The two screens issue 38 is tried on, as `test.use` options: a 1366×850 desk and the phone without its
 * fake camera (a browser launch option, which a `test.describe` cannot change).
 */
export const SCREENS = {
  desktop: { viewport: { width: 1366, height: 850 } },
  phone: { viewport: PHONE.viewport, isMobile: true, hasTouch: true },
} as const;

/** Nothing on the page is wider than the screen: the document does not scroll sideways. */
export async function expectNoSideScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth };
  });
  expect(scrollWidth, `${where}: page width ${scrollWidth} px on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** Opens a page of the main navigation the phone way: the Menu button, then the link (the menu closes). */
export async function openFromMenu(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
}
