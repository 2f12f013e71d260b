import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { entityEndpoints, tagEndpoints } from "../contract";
import { seriousViolations } from "./support/axe";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import type { Account } from "./support/session";

/** A garage with Shelf A, and three tools in no location yet. */
async function workshop(account: Account) {
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const shelf = await createEntity(account, {
    name: "Shelf A",
    entityTypeId: account.locationTypeId,
    parentId: garage.id,
  });
  const tools = [];
  for (const name of ["Chisel", "Drill", "Hammer"]) tools.push(await createEntity(account, { name }));
  return { garage, shelf, tools };
}

/** Opens one action of the tray at the foot of the page. */
async function openAction(page: Page, name: string) {
  const tray = page.getByRole("region", { name: "Selection" });
  const actions = tray.getByRole("button", { name: "Actions" });
  if ((await actions.getAttribute("aria-expanded")) !== "true") await actions.click();
  await tray.getByRole("list", { name: "Actions on the selection" }).getByRole("button", { name, exact: true }).click();
  return page.getByRole("dialog");
}

test("from the list: select a range, move it to Garage › Shelf A after a confirmation, then Undo", async ({
  signedInPage: page,
  account,
}) => {
  const { shelf, tools } = await workshop(account);
  await page.goto("/inventory");
  await page.getByRole("checkbox", { name: "Select Chisel", exact: true }).click();
  await page.getByRole("checkbox", { name: "Select Hammer", exact: true }).click({ modifiers: ["Shift"] });
  const tray = page.getByRole("region", { name: "Selection" });
  await expect(tray.getByText("3 selected")).toBeVisible();

  // The tray stays while the user browses elsewhere.
  await page.getByRole("link", { name: "Tags" }).click();
  await expect(tray.getByText("3 selected")).toBeVisible();

  const dialog = await openAction(page, "Move…");
  await dialog.getByRole("combobox", { name: "Move to" }).fill("Shelf");
  await dialog.getByRole("option", { name: /Shelf A/ }).click();
  await expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Move 3 items to Garage › Shelf A")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Moved 3 items to Garage › Shelf A.");
  for (const tool of tools) expect((await getEntity(account, tool.id)).parentId).toBe(shelf.id);

  await dialog.getByRole("button", { name: "Undo" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Undone: everything is as it was before.");
  for (const tool of tools) expect((await getEntity(account, tool.id)).parentId).toBeNull();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
});

test("from the list: add a tag, set chosen fields, archive and delete, each only after its confirmation", async ({
  signedInPage: page,
  account,
}) => {
  const { tools } = await workshop(account);
  const tag = await account.api.call(tagEndpoints.create, { body: { name: "Tools" } });
  await page.goto("/inventory");
  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  const tray = page.getByRole("region", { name: "Selection" });
  await tray.getByRole("button", { name: "Review" }).click();
  const review = page.getByRole("dialog", { name: /Selected/ });
  await expect(review.getByRole("list", { name: "Selected" }).getByRole("listitem")).toHaveText([
    /Chisel/,
    /Drill/,
    /Hammer/,
  ]);
  await review.getByRole("button", { name: "Leave out Drill" }).click();
  await review.getByRole("button", { name: "Close" }).first().click();
  await expect(tray.getByText("2 selected")).toBeVisible();
  await page.getByRole("checkbox", { name: "Select Drill", exact: true }).check();
  await expect(tray.getByText("3 selected")).toBeVisible();

  let dialog = await openAction(page, "Add tags…");
  await dialog.getByRole("checkbox", { name: "Tools" }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Add Tools to 3 items")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Changed 3 items.");
  await dialog.getByRole("button", { name: "Done" }).click();
  for (const tool of tools) expect((await getEntity(account, tool.id)).tags.map((t) => t.id)).toEqual([tag.id]);

  dialog = await openAction(page, "Set fields…");
  await dialog.getByRole("combobox", { name: "Field to set" }).selectOption({ label: "Notes" });
  await dialog.getByRole("textbox", { name: "Notes" }).fill("Checked in November");
  await dialog.getByRole("combobox", { name: "Field to set" }).selectOption({ label: "A custom field by name" });
  await dialog.getByRole("textbox", { name: "Field name" }).fill("Voltage");
  await dialog.getByRole("combobox", { name: "Field type" }).selectOption({ label: "Number" });
  await dialog.getByRole("spinbutton", { name: "Value" }).fill("18");
  await expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Set Notes, Voltage on 3 items")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Changed 3 items.");
  await dialog.getByRole("button", { name: "Done" }).click();
  for (const tool of tools) {
    const saved = await getEntity(account, tool.id);
    expect(saved.notes).toBe("Checked in November");
    expect(saved.fields.map((f) => [f.name, f.numberValue])).toEqual([["Voltage", 18]]);
    expect(saved.serialNumber).toBe(""); // not chosen: untouched
  }

  dialog = await openAction(page, "Archive…");
  await expect(dialog.getByText("Archive 3 items")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Archived 3 items.");
  await dialog.getByRole("button", { name: "Done" }).click();
  for (const tool of tools) expect((await getEntity(account, tool.id)).archived).toBe(true);

  dialog = await openAction(page, "Delete…");
  await expect(dialog.getByText("Delete 3 items and what they contain")).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Deleted 3 items.");
  const listed = await account.api.call(entityEndpoints.list, { query: { includeArchived: "true" } });
  expect(listed.items.map((i) => i.name)).toEqual([]);
  await dialog.getByRole("button", { name: "Undo" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Undone: everything is as it was before.");
  for (const tool of tools) expect((await getEntity(account, tool.id)).name).toBe(tool.name);
});

test("from a location's page: select everything inside and set its type", async ({ signedInPage: page, account }) => {
  const { shelf, tools } = await workshop(account);
  for (const tool of tools.slice(0, 2)) {
    await account.api.call(entityEndpoints.patch, { params: { id: tool.id }, body: { parentId: shelf.id } });
  }
  await page.goto(`/entities/${shelf.id}`);
  await page.getByRole("button", { name: "Select everything inside" }).click();
  const tray = page.getByRole("region", { name: "Selection" });
  await expect(tray.getByText("2 selected")).toBeVisible();

  const dialog = await openAction(page, "Set type…");
  await dialog.getByRole("combobox", { name: "New type" }).selectOption({ label: "Location" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Set the type of 2 items to Location")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Changed 2 items.");
  for (const tool of tools.slice(0, 2)) {
    expect((await getEntity(account, tool.id)).entityType.id).toBe(account.locationTypeId);
  }
  expect((await getEntity(account, tools[2]!.id)).entityType.id).toBe(account.itemTypeId);
});

test("from the tray: Export CSV downloads exactly the selected entities", async ({ signedInPage: page, account }) => {
  const { shelf, tools } = await workshop(account);
  await page.goto("/inventory");
  await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Items and locations" });
  for (const name of ["Chisel", "Hammer", "Shelf A"]) {
    await page.getByRole("checkbox", { name: `Select ${name}`, exact: true }).check();
  }
  const tray = page.getByRole("region", { name: "Selection" });
  await expect(tray.getByText("3 selected")).toBeVisible();

  const download = page.waitForEvent("download");
  await tray.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const rows = parse(await readFile(file, "utf8"), { columns: true, bom: true }) as Record<string, string>[];
  expect(rows.map((r) => r["HB.name"]).sort()).toEqual(["Chisel", "Hammer", "Shelf A"]);
  const chosen = [tools[0]!.id, tools[2]!.id, shelf.id];
  expect(rows.map((r) => chosen.find((id) => r["HB.url"]?.endsWith(id))).sort()).toEqual([...chosen].sort());
});

test("a refused move lists each refusing entity with its reason in the dialog, and nothing is written", async ({
  signedInPage: page,
  account,
}) => {
  const { garage, shelf, tools } = await workshop(account);
  await page.goto("/inventory");
  await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Items and locations" });
  // Garage cannot go into its own Shelf A, nor Shelf A into itself; the tools alone could move.
  for (const name of ["Garage", "Shelf A", "Chisel", "Drill"]) {
    await page.getByRole("checkbox", { name: `Select ${name}`, exact: true }).check();
  }
  const dialog = await openAction(page, "Move…");
  await dialog.getByRole("combobox", { name: "Move to" }).fill("Shelf");
  await dialog.getByRole("option", { name: /Shelf A/ }).click();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();

  const refused = dialog.getByRole("list", { name: "Entities that refused the change" }).getByRole("listitem");
  await expect(refused).toHaveCount(2);
  for (const name of ["Garage", "Shelf A"]) {
    await expect(refused.filter({ has: page.getByText(name, { exact: true }) })).toHaveText(
      `${name}: Inside: must not be the entity itself or one of its descendants`,
    );
  }
  await expect(await seriousViolations(page)).toEqual([]);
  expect((await getEntity(account, garage.id)).parentId).toBeNull();
  expect((await getEntity(account, shelf.id)).parentId).toBe(garage.id);
  for (const tool of tools) expect((await getEntity(account, tool.id)).parentId).toBeNull();
});
