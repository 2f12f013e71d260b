import { createEntity, findEntities, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { wedgeScan } from "./support/scan";

test("a session moves three scanned items into a location, and one undo moves one back", async ({
  signedInPage: page,
  account,
}) => {
  const shelf = await createEntity(account, {
    name: "Shelf A",
    entityTypeId: account.locationTypeId,
    assetId: "000-500",
  });
  const items = [];
  for (const [i, name] of ["Hammer", "Saw", "Level"].entries())
    items.push(await createEntity(account, { name, barcode: `TOOL-000${i + 1}` }));

  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  const log = page.getByRole("list", { name: "Scan log" });

  await wedgeScan(page, "000-500");
  await expect(page.getByText("Target: Shelf A")).toBeVisible();
  for (const code of ["TOOL-0001", "TOOL-0002", "TOOL-0003"]) await wedgeScan(page, code);
  for (const name of ["Hammer", "Saw", "Level"]) await expect(log).toContainText(`Moved ${name} into Shelf A.`);
  await expect(log.getByRole("listitem").first()).toContainText("Moved Level into Shelf A.");
  for (const item of items) expect((await getEntity(account, item.id)).parentId).toBe(shelf.id);

  await log.getByRole("button", { name: "Undo: Moved Saw into Shelf A." }).click();
  await expect(log).toContainText("Undone: Moved Saw back to no parent.");
  expect((await getEntity(account, items[1]!.id)).parentId).toBeNull();
  expect((await getEntity(account, items[0]!.id)).parentId).toBe(shelf.id);
  expect((await getEntity(account, items[2]!.id)).parentId).toBe(shelf.id);
});

test("a session in +1 mode counts, ignores a double read, and undoes one", async ({ signedInPage: page, account }) => {
  const item = await createEntity(account, { name: "AA battery", quantity: 4, barcode: "BATT-0001" });
  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "+1 quantity" }).check();
  const log = page.getByRole("list", { name: "Scan log" });

  await wedgeScan(page, "BATT-0001");
  await wedgeScan(page, "BATT-0001"); // within 1.5 s: the scanner read the label twice
  await expect(log).toContainText("AA battery: quantity 5.");
  await page.getByRole("textbox", { name: "Code or asset id" }).fill("BATT-0001");
  await page.keyboard.press("Enter"); // typed on purpose: always counts
  await expect(log).toContainText("AA battery: quantity 6.");
  await expect(log.getByRole("listitem")).toHaveCount(2);

  await log.getByRole("button", { name: "Undo: AA battery: quantity 6." }).click();
  await expect(log).toContainText("Undone: AA battery: quantity back to 5.");
  expect((await getEntity(account, item.id)).quantity).toBe(5);
});

test("a session in create mode creates a scanned product in the target, and undo deletes it", async ({
  signedInPage: page,
  account,
}) => {
  const code = "3017620422003"; // the stub's Open Food Facts hit
  const shelf = await createEntity(account, {
    name: "Pantry",
    entityTypeId: account.locationTypeId,
    assetId: "000-600",
  });
  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "Create from product" }).check();
  const log = page.getByRole("list", { name: "Scan log" });

  await wedgeScan(page, "000-600");
  await expect(page.getByText("Target: Pantry")).toBeVisible();
  await wedgeScan(page, code);
  const form = page.getByRole("form", { name: "Create from product" });
  await expect(form.getByLabel("Name")).toHaveValue("Nutella");
  await expect(form.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Created Nutella in Pantry.");
  const found = await findEntities(account, code);
  expect(found.items.map((e) => [e.name, e.parentId])).toEqual([["Nutella", shelf.id]]);

  await log.getByRole("button", { name: "Undo: Created Nutella in Pantry." }).click();
  await expect(log).toContainText("Undone: Deleted Nutella again.");
  expect((await findEntities(account, code)).items).toEqual([]);
});

test("a session opened while the role is still on its way takes the first scan", async ({
  signedInPage: page,
  account,
}) => {
  await createEntity(account, { name: "Shelf B", entityTypeId: account.locationTypeId, assetId: "000-501" });
  // A slow answer about who the user is, as on a loaded server: the page must not take scans it cannot act on.
  await page.route(/\/api\/v1\/users\/self$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  await wedgeScan(page, "000-501");
  await expect(page.getByText("Target: Shelf B")).toBeVisible();
});
