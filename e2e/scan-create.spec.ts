import { findEntities, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";

/** The provider stub's Open Food Facts hit (`openFoodHit`), with an https JPEG the service downloads. */
const CODE = "3017620422003";

test("create from a product: prefilled form, Enter confirms, photo and Barcode stored, found on the next scan", async ({
  signedInPage: page,
  account,
}) => {
  await page.clock.install(); // real time flows; only the jump below is added
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, CODE);
  const panel = scanPanel(page);
  const candidates = panel.getByRole("listbox", { name: "Products found" });
  await expect(candidates).toBeFocused();
  const first = candidates.getByRole("option").first();
  await expect(first).toContainText("Nutella");
  await expect(first).toContainText("Source:");
  await expect(first.getByRole("img", { name: "Nutella" })).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
  await page.keyboard.press("Enter");

  await expect(panel.getByLabel("Name")).toHaveValue("Nutella");
  await expect(panel.getByLabel("Manufacturer")).toHaveValue("Ferrero");
  await expect(panel.getByLabel("Quantity", { exact: true })).toHaveValue("1");
  await expect(panel.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("button", { name: "Open Nutella" })).toBeVisible();

  const list = await findEntities(account, CODE);
  expect(list.items).toHaveLength(1);
  const created = await getEntity(account, list.items[0]!.id);
  expect(created.fields).toContainEqual(expect.objectContaining({ name: "Barcode", type: "text", textValue: CODE }));
  expect(created.attachments).toContainEqual(expect.objectContaining({ type: "photo", primary: true }));

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  // The same code within 1.5 s of the last read is a double read; this test gets here faster than a
  // person would, so the page's clock is moved on (not slept on).
  await page.clock.fastForward(2000);
  await wedgeScan(page, CODE);
  await expect(scanPanel(page).getByRole("list", { name: "In inventory" })).toContainText("Nutella, quantity 1");
});

test("nothing found offers a manual create with the code filled in", async ({ signedInPage: page, account }) => {
  const code = "0000000000000"; // the stub's `nowhere`: every provider misses
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await wedgeScan(page, code);
  const panel = scanPanel(page);
  await expect(panel.getByText("Nothing found for this code")).toBeVisible();
  await panel.getByRole("button", { name: "Create manually" }).click();
  await expect(panel.getByText(`Code ${code} will be stored in the Barcode field.`)).toBeVisible();
  await panel.getByLabel("Name").fill("Unlabelled jar");
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("button", { name: "Open Unlabelled jar" })).toBeVisible();
  const list = await findEntities(account, code);
  expect(list.items.map((e: { name: string }) => e.name)).toEqual(["Unlabelled jar"]);
});
