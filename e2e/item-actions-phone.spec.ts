import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { expectNoSideScroll, PHONE } from "./support/phone";

test.use(PHONE);

test("on a phone the item page shows its content, Edit and a More menu with the other actions", async ({
  signedInPage: page,
  account,
}) => {
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const drill = await createEntity(account, { name: "Cordless drill", parentId: garage.id, assetId: "000-001" });
  await page.goto(`/entities/${drill.id}`);
  await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();

  const toolbar = page.getByRole("toolbar", { name: "Item actions" });
  await expect(toolbar.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(toolbar.getByRole("button")).toHaveCount(1);
  const more = toolbar.getByRole("button", { name: "More" });
  // One row of actions, so the content comes first: the facts and the quick changes fill the first screen.
  expect((await toolbar.boundingBox())!.height).toBeLessThan(48);
  await expect(page.getByText("000-001")).toBeInViewport();
  await expect(page.getByRole("region", { name: "Quick changes" })).toBeInViewport();
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

  // An action closes the menu and opens its dialog.
  await more.click();
  await menu.getByRole("button", { name: "Move…" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Move Cordless drill" })).toBeVisible();
  await page.keyboard.press("Escape");
  await more.click();
  await menu.getByRole("button", { name: "Delete…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Cordless drill?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await more.click();
  await menu.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Archived", { exact: true })).toBeVisible();

  // A location's main actions are Edit and Add inside.
  await page.goto(`/entities/${garage.id}`);
  const locationBar = page.getByRole("toolbar", { name: "Location actions" });
  await expect(locationBar.getByRole("button")).toHaveText(["Add inside…", "More"]);

  // Turned to a desk-sized window, every action is a button of its own again.
  await page.setViewportSize({ width: 1366, height: 850 });
  await expect(locationBar.getByRole("button", { name: "More" })).toHaveCount(0);
  await expect(locationBar.getByRole("button")).toHaveCount(6);
});
