import { seriousViolations } from "./support/axe";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { expectNoSideScroll, SCREENS } from "./support/phone";
import { wedgeScan } from "./support/scan";

test("a scan session in Select mode adds each scanned item, and a location's contents on request; then archive them", async ({
  signedInPage: page,
  account,
}) => {
  const shelf = await createEntity(account, {
    name: "Shelf B",
    entityTypeId: account.locationTypeId,
    assetId: "000-600",
  });
  const hammer = await createEntity(account, { name: "Hammer", barcode: "TOOL-0101" });
  const saw = await createEntity(account, { name: "Saw", barcode: "TOOL-0102" });
  const level = await createEntity(account, { name: "Level", parentId: shelf.id });

  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "Select" }).check();
  const log = page.getByRole("list", { name: "Scan log" });
  const tray = page.getByRole("region", { name: "Selection" });

  await wedgeScan(page, "TOOL-0101");
  await expect(log).toContainText("Selected Hammer (1 selected).");
  await wedgeScan(page, "TOOL-0102");
  await expect(log).toContainText("Selected Saw (2 selected).");
  await expect(tray.getByText("2 selected")).toBeVisible();

  await page.getByRole("checkbox", { name: "A scanned location selects what it holds" }).check();
  await wedgeScan(page, "000-600");
  await expect(log).toContainText("Selected 1 inside Shelf B (3 selected).");
  await expect(tray.getByText("3 selected")).toBeVisible();

  await tray.getByRole("button", { name: "Actions" }).click();
  await tray.getByRole("button", { name: "Archive…", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Archive 3 items")).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Archived 3 items.");
  for (const item of [hammer, saw, level]) expect((await getEntity(account, item.id)).archived).toBe(true);
  expect((await getEntity(account, shelf.id)).archived).toBe(false);
});

test("a scan session moves everything it scanned into the target in one batch, and Undo puts it back", async ({
  signedInPage: page,
  account,
}) => {
  const shelf = await createEntity(account, {
    name: "Shelf C",
    entityTypeId: account.locationTypeId,
    assetId: "000-700",
  });
  const tape = await createEntity(account, { name: "Tape", quantity: 2, barcode: "TAPE-0001" });
  const glue = await createEntity(account, { name: "Glue", quantity: 1, barcode: "GLUE-0001" });

  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "+1 quantity" }).check();
  const log = page.getByRole("list", { name: "Scan log" });
  await wedgeScan(page, "TAPE-0001");
  await expect(log).toContainText("Tape: quantity 3.");
  await wedgeScan(page, "GLUE-0001");
  await expect(log).toContainText("Glue: quantity 2.");
  await wedgeScan(page, "000-700");
  await expect(page.getByText("Target: Shelf C")).toBeVisible();

  await page.getByRole("button", { name: "Move everything scanned into Shelf C…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Move 2 items to Shelf C")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Moved 2 items to Shelf C.");
  for (const item of [tape, glue]) expect((await getEntity(account, item.id)).parentId).toBe(shelf.id);
  await dialog.getByRole("button", { name: "Undo" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Undone: everything is as it was before.");
  for (const item of [tape, glue]) expect((await getEntity(account, item.id)).parentId).toBeNull();
});

test.describe("on a phone", () => {
  test.use(SCREENS.phone);

  test("the tray and a bulk dialog fit the screen", async ({ signedInPage: page, account }) => {
    await createEntity(account, { name: "Garden hose" });
    await createEntity(account, { name: "Garden shears" });
    await page.goto("/inventory");
    await page.getByRole("checkbox", { name: "Select Garden hose" }).check();
    await page.getByRole("checkbox", { name: "Select Garden shears" }).check();
    const tray = page.getByRole("region", { name: "Selection" });
    await expect(tray.getByText("2 selected")).toBeInViewport();
    await expectNoSideScroll(page, "inventory with the tray");
    await tray.getByRole("button", { name: "Actions" }).click();
    await tray.getByRole("button", { name: "Unarchive…" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Confirm" })).toBeInViewport();
    await expectNoSideScroll(page, "a bulk dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});
