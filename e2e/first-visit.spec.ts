import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { PASSWORD, uniqueEmail } from "./support/session";

/**
 * A new user's first visit is one document load: `/` shows the right signed-out page at once (the
 * first-account page on an instance open for registration, never a "Sign in" first), the two pages
 * switch in place, and signing up opens the app in the same document. Counts, not times.
 */
function recordDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "document" && req.frame() === page.mainFrame()) loads.push(new URL(req.url()).pathname);
  });
  return loads;
}

function recordStatusRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/v1/status") seen.push(req.url());
  });
  return seen;
}

/** Every level-1 heading text the document ever showed, in order (a flash of another page counts). */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      for (const h of document.querySelectorAll("h1")) {
        const text = h.textContent ?? "";
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
}

test("a first visit is one document load to the first-account form, and sign-up stays in it", async ({ page }) => {
  const loads = recordDocumentLoads(page);
  const statusRequests = recordStatusRequests(page);
  const headings = await recordHeadings(page);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page.getByLabel("Name")).toBeEditable();
  await expect(page).toHaveURL(/\/register$/);
  expect(await headings()).toEqual(["Create your account"]);
  expect(statusRequests).toHaveLength(1);

  // The pages switch in place, with working Back and Forward.
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?chosen=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();

  await page.getByLabel("Name").fill("Robin");
  await page.getByLabel("Email").fill(uniqueEmail("first-visit"));
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(loads).toEqual(["/"]);
  expect(statusRequests).toHaveLength(1);
});

test("a signed-out visit to an app page is one load to sign-in, and returns there after signing in", async ({
  page,
  account,
}) => {
  // A browser that signed in before goes to sign-in, not to the first-account page.
  await page.addInitScript(() => localStorage.setItem("inventory.signedInBefore", "1"));
  const loads = recordDocumentLoads(page);
  const headings = await recordHeadings(page);

  await page.goto("/tags");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Ftags$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
  await expect(page).toHaveURL(/\/tags$/);
  expect(loads).toEqual(["/tags"]);
  expect(await headings()).toEqual(["Sign in", "Tags"]);
});
