import type { Browser, Page } from "@playwright/test";
import { tagEndpoints, type FieldOut } from "../contract";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/session";

/**
 * The edit page against the real service: every test signs up a fresh user (a fresh group), builds its
 * entities through the API, and drives the page by role and label only.
 */

async function openEditor(page: Page, id: string, hash = "") {
  await page.goto(`/entities/${id}/edit${hash}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible();
}

// An uncaught exception in the page fails the test, even when the assertions pass.
const pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors.length = 0;
  page.on("pageerror", (err) => pageErrors.push(err.message));
});
test.afterEach(() => expect(pageErrors).toEqual([]));

const section = (page: Page, title: string) => page.getByRole("button", { name: new RegExp(`^\\W*${title}`) });

async function openSection(page: Page, title: string) {
  const trigger = section(page, title);
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
}

async function pick(page: Page, combobox: string, search: string, option: RegExp) {
  await page.getByRole("combobox", { name: combobox }).fill(search);
  await page.getByRole("option", { name: option }).click();
}

test("edits every group and shows the values after a reload", async ({ signedInPage: page, account }) => {
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const tag = await account.api.call(tagEndpoints.create, { body: { name: "Power tools" } });
  const drill = await createEntity(account, { name: "Drill", entityTypeId: account.itemTypeId, parentId: garage.id });
  await openEditor(page, drill.id);

  await page.getByLabel("Name", { exact: true }).fill("Hammer drill");
  await page.getByLabel("Description").fill("Cordless, 18 V");
  await page.getByLabel("Quantity", { exact: true }).fill("3");
  await page.getByLabel("Asset ID").fill("42");
  await page.getByLabel("Archived").check();
  await page.getByLabel("Power tools").check();
  await expect(section(page, "Identifications")).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Manufacturer")).toBeHidden();
  await openSection(page, "Identifications");
  await expect(section(page, "Identifications")).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Manufacturer").fill("Makita");
  await page.getByLabel("Model number").fill("DHP482");
  await page.getByLabel("Serial number").fill("SN-123");
  await openSection(page, "Purchase");
  await page.getByLabel("Purchase date").fill("2024-03-01");
  await page.getByLabel("Purchased from").fill("Hardware store");
  await page.getByLabel("Purchase price").fill("129.9");
  await openSection(page, "Warranty");
  await page.getByLabel("Insured").check();
  await page.getByLabel("Lifetime warranty").check();
  await page.getByLabel("Warranty expires").fill("2027-03-01");
  await page.getByLabel("Warranty details").fill("Three years on parts");
  await openSection(page, "Sold");
  await page.getByLabel("Sold on").fill("2025-01-15");
  await page.getByLabel("Sold to").fill("Neighbour");
  await page.getByLabel("Sold price").fill("60");
  await page.getByLabel("Sold notes").fill("With case");
  await openSection(page, "Extras");
  await page.getByLabel("Notes", { exact: true }).fill("Battery is weak");
  await expect(section(page, "Sold")).toContainText("changed");

  await page.getByRole("button", { name: "Save and keep editing" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Hammer drill");

  const expected: [string, string][] = [
    ["Description", "Cordless, 18 V"],
    ["Quantity", "3"],
    ["Asset ID", "000-042"],
    ["Manufacturer", "Makita"],
    ["Model number", "DHP482"],
    ["Serial number", "SN-123"],
    ["Purchase date", "2024-03-01"],
    ["Purchased from", "Hardware store"],
    ["Purchase price", "129.9"],
    ["Warranty expires", "2027-03-01"],
    ["Warranty details", "Three years on parts"],
    ["Sold on", "2025-01-15"],
    ["Sold to", "Neighbour"],
    ["Sold price", "60"],
    ["Sold notes", "With case"],
  ];
  for (const [label, value] of expected) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel("Notes", { exact: true })).toHaveValue("Battery is weak");
  for (const label of ["Archived", "Power tools", "Insured", "Lifetime warranty"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeChecked();
  }
  const stored = await getEntity(account, drill.id);
  expect(stored).toMatchObject({ parentId: garage.id, tagIds: [tag.id], purchasePrice: 129.9, soldPrice: 60 });
});

test("a section is addressable by URL hash", async ({ signedInPage: page, account }) => {
  const drill = await createEntity(account, { name: "Drill", entityTypeId: account.itemTypeId });
  await openEditor(page, drill.id, "#sold");
  await expect(section(page, "Sold")).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByLabel("Sold to")).toBeInViewport();
  await expect(section(page, "Purchase")).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Purchase date")).toBeHidden();
  // Collapsing hides the fields again; the heading says so.
  await section(page, "Sold").click();
  await expect(section(page, "Sold")).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Sold to")).toBeHidden();
});

test("custom fields of each type: add, reorder, remove, keeping their ids", async ({ signedInPage: page, account }) => {
  const drill = await createEntity(account, { name: "Drill", entityTypeId: account.itemTypeId });
  await openEditor(page, drill.id);

  const rows: [string, string, (row: ReturnType<Page["getByRole"]>) => Promise<void>][] = [
    ["Colour", "Text", (row) => row.getByLabel("Value").fill("green")],
    ["Voltage", "Number", (row) => row.getByLabel("Value").fill("18")],
    ["Has case", "Yes/No", (row) => row.getByLabel("Yes").check()],
    ["Calibrated", "Date", (row) => row.getByLabel("Value").fill("2024-02-01")],
  ];
  for (const [i, [name, type, setValue]] of rows.entries()) {
    await page.getByRole("button", { name: "Add custom field" }).click();
    const row = page.getByRole("group", { name: `Field ${i + 1}` });
    await row.getByLabel("Name").fill(name);
    await row.getByLabel("Type").selectOption({ label: type });
    await setValue(row);
  }
  await page.getByRole("button", { name: "Save and keep editing" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();

  const saved = await getEntity(account, drill.id);
  expect(saved.fields.map((f) => [f.name, f.type, f.textValue, f.numberValue, f.booleanValue])).toEqual([
    ["Colour", "text", "green", 0, false],
    ["Voltage", "number", "", 18, false],
    ["Has case", "boolean", "", 0, true],
    ["Calibrated", "time", "2024-02-01", 0, false],
  ]);

  await page.reload();
  const voltage = page.getByRole("group", { name: "Field 2" });
  await expect(voltage.getByLabel("Value")).toHaveValue("18");
  await expect(page.getByRole("group", { name: "Field 3" }).getByLabel("Yes")).toBeChecked();
  await expect(page.getByRole("group", { name: "Field 4" }).getByLabel("Value")).toHaveValue("2024-02-01");
  // Keyboard: move Voltage up, then remove Colour (now second).
  await voltage.getByRole("button", { name: "Move up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move up: Voltage" })).toBeFocused();
  await page.getByRole("button", { name: "Remove: Colour" }).click();
  await page.getByRole("button", { name: "Save and keep editing" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();

  const after = await getEntity(account, drill.id);
  expect(after.fields.map((f) => f.name)).toEqual(["Voltage", "Has case", "Calibrated"]);
  const idOf = (list: FieldOut[], name: string) => list.find((f) => f.name === name)!.id;
  for (const name of ["Voltage", "Has case", "Calibrated"])
    expect(idOf(after.fields, name)).toBe(idOf(saved.fields, name));
});

test("an item inside another item but stored elsewhere round-trips without moving", async ({
  signedInPage: page,
  account,
}) => {
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const shelf = await createEntity(account, {
    name: "Shelf",
    entityTypeId: account.locationTypeId,
    parentId: garage.id,
  });
  const toolbox = await createEntity(account, {
    name: "Toolbox",
    entityTypeId: account.itemTypeId,
    parentId: garage.id,
  });
  const drill = await createEntity(account, {
    name: "Drill",
    entityTypeId: account.itemTypeId,
    parentId: toolbox.id,
    locationId: shelf.id,
  });
  await openEditor(page, drill.id);

  await expect(page.getByRole("combobox", { name: "Inside" })).toHaveValue("Toolbox");
  await expect(page.getByLabel("Stored somewhere else")).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Stored at" })).toHaveValue("Shelf");
  await expect(page.getByText("Will be in: Garage › Shelf (its own location)")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Drill, round-tripped");
  await page.getByRole("button", { name: "Save and keep editing" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();
  expect(await getEntity(account, drill.id)).toMatchObject({
    name: "Drill, round-tripped",
    parentId: toolbox.id,
    locationId: shelf.id,
    location: { id: shelf.id },
  });

  // Unticking shows the inherited location before saving, and saving stores it as inherited.
  await page.getByLabel("Stored somewhere else").uncheck();
  await expect(page.getByText("Will be in: Garage (inherited from Toolbox)")).toBeVisible();
  await page.getByRole("button", { name: "Save and keep editing" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();
  expect(await getEntity(account, drill.id)).toMatchObject({
    parentId: toolbox.id,
    locationId: null,
    location: { id: garage.id },
  });

  // Choosing a location as parent through the search box.
  await pick(page, "Inside", "Shel", /^Shelf/);
  await expect(page.getByText("Will be in: Garage › Shelf (its parent)")).toBeVisible();
  await expect(page.getByLabel("Stored somewhere else")).toHaveCount(0);
});

test("the sync-children switch appears only with children and says what it does", async ({
  signedInPage: page,
  account,
}) => {
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const attic = await createEntity(account, { name: "Attic", entityTypeId: account.locationTypeId });
  const toolbox = await createEntity(account, {
    name: "Toolbox",
    entityTypeId: account.itemTypeId,
    parentId: garage.id,
  });
  await createEntity(account, {
    name: "Saw",
    entityTypeId: account.itemTypeId,
    parentId: toolbox.id,
    locationId: attic.id,
  });
  await createEntity(account, { name: "Bit", entityTypeId: account.itemTypeId, parentId: toolbox.id });
  await openEditor(page, toolbox.id);
  await expect(
    page.getByRole("switch", { name: "Move the 1 child that has its own location along with it" }),
  ).toBeVisible();
});

test("a conflicting save from another tab opens the field-by-field dialog", async ({ browser, account }) => {
  const drill = await createEntity(account, { name: "Drill", entityTypeId: account.itemTypeId, quantity: 1 });
  const open = async (b: Browser) => {
    const context = await b.newContext();
    await signIn(context, account);
    const page = await context.newPage();
    await openEditor(page, drill.id);
    return page;
  };
  const mine = await open(browser);
  const theirs = await open(browser);

  await theirs.getByLabel("Quantity", { exact: true }).fill("5");
  await theirs.getByRole("button", { name: "Save and keep editing" }).click();
  await expect(theirs.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();

  await openSection(mine, "Identifications");
  await mine.getByLabel("Serial number").fill("SN-mine");
  await mine.getByRole("button", { name: "Save and keep editing" }).click();
  const dialog = mine.getByRole("alertdialog", { name: "Someone else saved this meanwhile" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Take theirs: .?5/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /Keep mine: .?SN-mine/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Save again" }).click();
  await expect(mine.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();

  expect(await getEntity(account, drill.id)).toMatchObject({ quantity: 5, serialNumber: "SN-mine" });
  await expect(mine.getByLabel("Quantity", { exact: true })).toHaveValue("5");
});

test("unsaved changes: leaving asks first, a reload keeps a draft to restore", async ({
  signedInPage: page,
  account,
}) => {
  const drill = await createEntity(account, { name: "Drill", entityTypeId: account.itemTypeId });
  await openEditor(page, drill.id);

  await page.getByLabel("Name", { exact: true }).fill("Drill, not saved yet");
  await page.getByRole("link", { name: "Cancel" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toContainText("Details");
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Drill, not saved yet");

  // Reload: the browser asks (beforeunload); accepting reloads, and the draft is offered back.
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  // The draft is written after a short pause in typing; wait for it rather than for time.
  const draftOf = (id: string) => localStorage.getItem(`inventory.entity-draft.${id}`);
  await expect.poll(() => page.evaluate(draftOf, drill.id)).toContain("Drill, not saved yet");
  await page.reload();
  expect(dialogs).toEqual(["beforeunload"]);
  await expect(page.getByText(/Restore your unsaved draft from \d/)).toBeVisible();
  await page.getByRole("button", { name: "Restore draft" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Drill, not saved yet");

  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Discard changes and leave" }).click();
  await expect(page).toHaveURL(new RegExp(`/entities/${drill.id}$`));
  expect((await getEntity(account, drill.id)).name).toBe("Drill");
  await openEditor(page, drill.id);
  await expect(page.getByText(/Restore your unsaved draft/)).toHaveCount(0);
});

test("a 422 from the service lands on its field and reopens its section", async ({ signedInPage: page, account }) => {
  const drill = await createEntity(account, { name: "Drill", entityTypeId: account.itemTypeId });
  await createEntity(account, { name: "Drill bit", entityTypeId: account.itemTypeId, parentId: drill.id });
  await openEditor(page, drill.id);

  // Only the service knows the whole subtree: putting the drill inside its own child is its 422.
  await pick(page, "Inside", "Drill bit", /^Drill bit/);
  await section(page, "Details").click();
  await expect(section(page, "Details")).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Control+Shift+S");

  await expect(section(page, "Details")).toHaveAttribute("aria-expanded", "true");
  await expect(section(page, "Details")).toContainText("1 error");
  await expect(page.getByText("Inside must not be the entity itself or one of its descendants.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Inside" })).toBeFocused();
  expect((await getEntity(account, drill.id)).parentId).toBeNull();
});
