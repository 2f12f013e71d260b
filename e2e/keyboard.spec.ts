import type { Page } from "@playwright/test";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import type { Account } from "./support/session";

/**
 * Three items, listed by name: Anvil, Bucket, Chisel (the third row), and a room whose name sorts among them,
 * which the list leaves to the Locations view.
 */
async function threeItems(account: Account) {
  await createEntity(account, { name: "Attic", entityTypeId: account.locationTypeId });
  const made: { id: string; name: string }[] = [];
  for (const name of ["Anvil", "Bucket", "Chisel"]) made.push(await createEntity(account, { name, quantity: 2 }));
  return made;
}

/** Key presses counted, so the test proves the journey's length. */
function keyboard(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    count: () => count,
  };
}

test("keyboard only: open the third row and change its quantity in at most 6 key presses", async ({
  signedInPage: page,
  account,
}) => {
  const [, , chisel] = await threeItems(account);
  await page.goto("/inventory");
  await expect(page.getByRole("row", { name: /Chisel/ })).toBeVisible();

  const keys = keyboard(page);
  await keys.press("/");
  await expect(page.getByLabel("Search inventory")).toBeFocused();
  await keys.press("Enter"); // an empty search with many rows: the focus goes to the first row
  await expect(page.getByRole("link", { name: "Anvil" })).toBeFocused();
  await keys.press("ArrowDown");
  await keys.press("ArrowDown");
  await expect(page.getByRole("link", { name: "Chisel" })).toBeFocused();
  await keys.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Chisel" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
  await keys.press("+");
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("3");
  expect(keys.count()).toBeLessThanOrEqual(6);
  await expect.poll(async () => (await getEntity(account, chisel!.id)).quantity).toBe(3);
});

test("Enter in the list's search opens the only match; ↑ goes back up the rows", async ({
  signedInPage: page,
  account,
}) => {
  await threeItems(account);
  await page.goto("/inventory");
  await expect(page.getByRole("row", { name: /Chisel/ })).toBeVisible();
  await page.keyboard.press("/");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("link", { name: "Anvil" })).toBeFocused();

  await page.getByLabel("Search inventory").fill("Bucket");
  await page.getByLabel("Search inventory").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Bucket" })).toBeVisible();
});

test("the skip link comes first and `?` lists the shortcuts until Escape", async ({ signedInPage: page }) => {
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Open the focused row");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // In a text field `?` is just a character.
  await page.getByLabel("Search inventory").press("?");
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Search inventory")).toHaveValue("?");
});

test("a plain Save says Saved in a toast", async ({ signedInPage: page, account }) => {
  const drill = await createEntity(account, { name: "Drill" });
  await page.goto(`/entities/${drill.id}/edit`);
  await page.getByLabel("Description").fill("Cordless");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Drill" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Saved", { exact: true })).toBeVisible();
});
