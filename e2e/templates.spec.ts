import { tagEndpoints } from "../contract";
import { findEntities, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";

/** The provider stub's Open Food Facts hit (e2e/scan-create.spec.ts). */
const CODE = "3017620422003";

test("a template, three items made from it (one from a scanned product)", async ({ signedInPage: page, account }) => {
  const tools = await account.api.call(tagEndpoints.create, { body: { name: "Tools" } });
  await page.goto("/");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Templates" }).click();
  await page.getByLabel("New template").fill("Power tool");
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByRole("heading", { name: "Template Power tool", level: 1 })).toBeVisible();
  // The entity editor's own groups, here holding the template's defaults.
  await expect(page.getByRole("button", { name: /Identifications/ })).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Manufacturer").fill("Bosch");
  await page.getByLabel("Default quantity").fill("2");
  await page.getByRole("group", { name: "Tags" }).getByLabel("Tools").check();
  await page.getByLabel("Notes").fill("Charge monthly");
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Saved template Power tool."),
  ).toBeVisible();

  // Two from the create dialog: Create, then Create and add another.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "New item" });
  await dialog.getByLabel("New from template").selectOption({ label: "Power tool" });
  await expect(dialog.getByLabel("Quantity", { exact: true })).toHaveValue("2");
  await dialog.getByLabel("Name").fill("Drill A");
  await dialog.getByRole("button", { name: "Create and add another" }).click();
  await expect(dialog.getByRole("status")).toContainText("Drill A");
  await dialog.getByLabel("Name").fill("Drill B");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Drill B", level: 1 })).toBeVisible();

  // The third from a scanned product, with the template chosen in the scan panel.
  await wedgeScan(page, CODE);
  const panel = scanPanel(page);
  await expect(panel.getByRole("listbox", { name: "Products found" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel.getByLabel("Name")).toHaveValue("Nutella");
  await panel.getByLabel("Template").selectOption({ label: "Power tool" });
  await expect(panel.getByLabel("Quantity", { exact: true })).toHaveValue("2");
  await expect(panel.getByLabel("Manufacturer")).toHaveValue("Ferrero");
  await panel.getByRole("button", { name: "Create", exact: true }).click();
  await expect(panel.getByRole("button", { name: "Open Nutella" })).toBeVisible();

  for (const name of ["Drill A", "Drill B", "Nutella"]) {
    const list = await findEntities(account, name);
    expect(list.items, name).toHaveLength(1);
    const made = await getEntity(account, list.items[0]!.id);
    expect(made, name).toMatchObject({ quantity: 2, tagIds: [tools.id], notes: "Charge monthly" });
    expect(made.manufacturer, name).toBe(name === "Nutella" ? "Ferrero" : "Bosch");
  }
  const scanned = await findEntities(account, CODE);
  const nutella = await getEntity(account, scanned.items[0]!.id);
  expect(nutella.fields).toContainEqual(expect.objectContaining({ name: "Barcode", textValue: CODE }));
});
