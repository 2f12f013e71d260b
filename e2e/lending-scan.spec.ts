import { lendingEndpoints } from "../contract";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { wedgeScan } from "./support/scan";

test("a session lends scanned items to a typed name, shown on the item page and in the list", async ({
  signedInPage: page,
  account,
}) => {
  const drill = await createEntity(account, { name: "Drill", barcode: "LEND-0001" });
  const ladder = await createEntity(account, { name: "Ladder", barcode: "LEND-0002" });

  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  const log = page.getByRole("list", { name: "Scan log" });
  await page.getByRole("radio", { name: "Lend out" }).check();
  await wedgeScan(page, "LEND-0001");
  await expect(log).toContainText("Type or pick whom to lend to before scanning Drill.");
  expect((await getEntity(account, drill.id)).checkout).toBeNull();

  await page.getByRole("combobox", { name: "Lend to" }).fill("Neighbour Ned");
  // The scanner types into the page, not into the name field.
  await page.getByRole("heading", { name: "Scan session", level: 1 }).click();
  await wedgeScan(page, "LEND-0002");
  await expect(log).toContainText("Lent Ladder to Neighbour Ned.");
  // Typed on purpose: a second wedge read of one code within 1.5 s is taken for a double read and ignored.
  await page.getByRole("textbox", { name: "Code or asset id" }).fill("LEND-0001");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Lent Drill to Neighbour Ned.");
  await expect(log).toContainText("Lent Ladder to Neighbour Ned.");
  expect((await getEntity(account, drill.id)).checkout?.to).toEqual({ name: "Neighbour Ned" });

  await page.goto(`/entities/${ladder.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lent to Neighbour Ned");
  await page.goto("/inventory?lent=out");
  await expect(page.getByRole("row", { name: /Drill/ })).toContainText("Lent to Neighbour Ned");
});

test("a session takes lent items back by scanning", async ({ signedInPage: page, account }) => {
  const drill = await createEntity(account, { name: "Drill", barcode: "BACK-0001" });
  const ladder = await createEntity(account, { name: "Ladder", barcode: "BACK-0002" });
  for (const item of [drill, ladder]) {
    await account.api.call(lendingEndpoints.checkout, {
      params: { id: item.id },
      body: { to: { name: "Neighbour Ned" } },
    });
  }
  await page.goto("/scan/session");
  const log = page.getByRole("list", { name: "Scan log" });
  await page.getByRole("radio", { name: "Take back" }).check();
  await wedgeScan(page, "BACK-0001");
  await expect(log).toContainText("Drill is back from Neighbour Ned.");
  // Typed on purpose (a second wedge read within 1.5 s is taken for a double read and ignored).
  await page.getByRole("textbox", { name: "Code or asset id" }).fill("BACK-0001");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Drill is not lent out.");
  expect((await getEntity(account, drill.id)).checkout).toBeNull();
  expect((await getEntity(account, ladder.id)).checkout?.to.name).toBe("Neighbour Ned");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the item page lends and takes back, and fits the screen", async ({ signedInPage: page, account }) => {
    const tent = await createEntity(account, { name: "Tent" });
    await page.goto(`/entities/${tent.id}`);
    const lend = page.getByRole("form", { name: "Lend" });
    await lend.getByRole("combobox", { name: "Lend to" }).fill("Dora");
    await lend.getByRole("button", { name: "Lend" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lent to Dora");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Take back" }).click();
    await expect(page.getByRole("form", { name: "Lend" })).toBeVisible();
    expect((await getEntity(account, tent.id)).checkout).toBeNull();
  });
});
