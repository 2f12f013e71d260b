import type { Page } from "@playwright/test";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { expectNoSideScroll, PHONE } from "./support/phone";
import type { Account } from "./support/session";

test.use(PHONE);

/** A drill in the Garage, its page open on the phone. */
async function openDrill(page: Page, account: Account) {
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const drill = await createEntity(account, { name: "Cordless drill", parentId: garage.id, assetId: "000-001" });
  await page.goto(`/entities/${drill.id}`);
  await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
  const toolbar = page.getByRole("toolbar", { name: "Item actions" });
  return { garage, toolbar, more: toolbar.getByRole("button", { name: "More" }) };
}

test("on a phone the item page shows its content, Edit and a More menu with the other actions", async ({
  signedInPage: page,
  account,
}) => {
  const { toolbar, more } = await openDrill(page, account);
  await expect(toolbar.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(toolbar.getByRole("button")).toHaveCount(1);
  // The content comes first: the facts and the quick changes, then one row of actions, all on the first screen.
  const bar = (await toolbar.boundingBox())!;
  const quick = page.getByRole("region", { name: "Quick changes" });
  const quickBox = (await quick.boundingBox())!;
  expect(bar.height).toBeLessThan(48);
  expect(bar.y).toBeGreaterThanOrEqual(quickBox.y + quickBox.height);
  expect(bar.y).toBeGreaterThan((await page.getByText("000-001").boundingBox())!.y);
  await expect(page.getByText("000-001")).toBeInViewport();
  await expect(quick).toBeInViewport();
  await expect(toolbar).toBeInViewport();
  await expectNoSideScroll(page, "item page");

  await more.click();
  const menu = page.getByRole("dialog", { name: "More actions" });
  await expect(menu.getByRole("button")).toHaveText([
    "Move…",
    "Add inside…",
    "Duplicate…",
    "Save as template",
    "Archive",
    "Delete…",
  ]);
  await expectNoSideScroll(page, "More menu");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
});

test("an action in the phone's More menu closes it and does its work", async ({ signedInPage: page, account }) => {
  const { more } = await openDrill(page, account);
  const menu = page.getByRole("dialog", { name: "More actions" });
  await more.click();
  await menu.getByRole("button", { name: "Move…" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Move Cordless drill" })).toBeVisible();
  await page.keyboard.press("Escape");
  await more.click();
  await menu.getByRole("button", { name: "Delete…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Cordless drill?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await more.click();
  await menu.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("heading", { name: "Cordless drill Archived", level: 1 })).toBeVisible();
});

test("a location's phone toolbar keeps Add inside beside Edit; a desk-wide window shows every action", async ({
  signedInPage: page,
  account,
}) => {
  const { garage } = await openDrill(page, account);
  await page.goto(`/entities/${garage.id}`);
  const toolbar = page.getByRole("toolbar", { name: "Location actions" });
  await expect(toolbar.getByRole("button")).toHaveText(["Add inside…", "More"]);
  await page.setViewportSize({ width: 1366, height: 850 });
  await expect(toolbar.getByRole("button", { name: "More" })).toHaveCount(0);
  await expect(toolbar.getByRole("button")).toHaveCount(6);
});
