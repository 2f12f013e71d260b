import type { APIRequestContext, Page } from "@playwright/test";
import { entityEndpoints, historyEndpoints } from "../contract";
import { seriousViolations } from "./support/axe";
import { createEntity, findEntities, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { joinGroup } from "./support/members";
import { SCREENS } from "./support/phone";
import { signIn, type Account } from "./support/session";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
/** The change rows (a batch's list item holds a list of them). */
const changes = (page: Page, list = "Changes") =>
  page
    .getByRole("list", { name: list })
    .getByRole("listitem")
    .filter({ hasNot: page.getByRole("list") });
/** One batch's group on the Activity page: the outer list item holding this change. */
const batchWith = (page: Page, text: string | RegExp) =>
  page.getByRole("list", { name: "Changes" }).locator(":scope > li").filter({ hasText: text });

/** Another member's edit through the API (GET, then PUT with `change`), as a script or another device sends it. */
async function editAs(request: APIRequestContext, member: Account, id: string, change: object) {
  const headers = { authorization: member.session.token };
  const current = await request.get(`/api/v1/entities/${id}`, { headers });
  const res = await request.put(`/api/v1/entities/${id}`, { headers, data: { ...(await current.json()), ...change } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The owner's item and an editor, Mia, in the same group. */
async function setUp(request: APIRequestContext, account: Account) {
  const item = await createEntity(account, { name: "Lamp", quantity: 2 });
  const { account: mia, userId: miaId } = await joinGroup(request, account, "editor", "Mia");
  return { item, mia, miaId };
}

async function increaseQuantity(page: Page, name: string, to: number) {
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(toasts(page).filter({ hasText: `Quantity of ${name} set to ${to}.` })).toBeVisible();
}

test("changes from the app and from another member show who and what; filters narrow the list and survive a reload", async ({
  signedInPage: page,
  account,
  request,
}) => {
  const { item, mia, miaId } = await setUp(request, account);
  await page.goto(`/entities/${item.id}`);
  await increaseQuantity(page, "Lamp", 3);
  await editAs(request, mia, item.id, { name: "Desk lamp", serialNumber: "SN-1" });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  await expect(changes(page)).toHaveCount(3);
  await expect(changes(page).nth(0)).toContainText("Mia Changed: Desk lamp");
  await expect(changes(page).nth(0)).toContainText(/Fields: (Name, Serial number|Serial number, Name)/);
  await expect(changes(page).nth(1)).toContainText("Tester Changed: Desk lamp");
  await expect(changes(page).nth(1)).toContainText("Fields: Quantity");
  await expect(changes(page).nth(2)).toContainText("Tester Created: Desk lamp");
  await expect(changes(page).nth(0).getByRole("link", { name: "Desk lamp" })).toHaveAttribute(
    "href",
    `/entities/${item.id}`,
  );

  await page.getByRole("combobox", { name: "Who" }).selectOption({ label: "Mia" });
  await expect(changes(page)).toHaveCount(1);
  await page.getByRole("combobox", { name: "What" }).selectOption({ label: "Changed" });
  await expect(page).toHaveURL(/actor=.*&action=update/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Who" })).toHaveValue(miaId);
  await expect(page.getByRole("combobox", { name: "What" })).toHaveValue("update");
  await expect(changes(page)).toHaveCount(1);
  await expect(changes(page).first()).toContainText("Mia Changed");

  // A range that ends before today shows nothing.
  await page.getByRole("combobox", { name: "Who" }).selectOption({ label: "Everyone" });
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await expect(page.getByText("0 changes", { exact: true })).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill("");
  await expect(changes(page)).toHaveCount(2);
});

test("a quick change's Undo reverts it on the service; after a reload the same kind of change is undone from Activity", async ({
  signedInPage: page,
  account,
}) => {
  const item = await createEntity(account, { name: "Lamp", quantity: 2 });
  await page.goto(`/entities/${item.id}`);
  await increaseQuantity(page, "Lamp", 3);
  await expect.poll(async () => (await getEntity(account, item.id)).quantity).toBe(3);
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).filter({ hasText: "Change undone." })).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).quantity).toBe(2);
  // The undo is recorded as such, in a batch of its own.
  const feed = await account.api.call(historyEndpoints.feed, { query: {} });
  expect(feed.items.map((c) => c.action)).toEqual(["restore", "update", "create"]);

  await increaseQuantity(page, "Lamp", 3);
  await page.reload();
  await page.goto("/activity");
  const latest = batchWith(page, "Fields: Quantity").first();
  await expect(latest).toContainText("Tester Changed: Lamp");
  await latest.getByRole("button", { name: "Undo this batch" }).click();
  await expect(toasts(page).filter({ hasText: "Batch undone." })).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).quantity).toBe(2);
  await expect(changes(page).first()).toContainText("Tester Restored an earlier state: Lamp");
});

test("an undo refused because someone else changed the entity since names it, and Undo anyway reverts", async ({
  signedInPage: page,
  account,
  request,
}) => {
  const { item, mia } = await setUp(request, account);
  await page.goto(`/entities/${item.id}`);
  await increaseQuantity(page, "Lamp", 3);
  await editAs(request, mia, item.id, { quantity: 7 });

  // From the toast: told in words, with the way to the Activity page.
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  const refused = toasts(page).filter({ hasText: "Not undone: someone else has changed it since." });
  await expect(refused).toBeVisible();
  await refused.getByRole("link", { name: "Open Activity" }).click();
  await expect(page.getByText("Only one batch of changes.")).toBeVisible();
  await expect(changes(page)).toHaveCount(1);
  expect((await getEntity(account, item.id)).quantity).toBe(7);

  await page.getByRole("button", { name: "Undo this batch" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Someone else has changed these since:" });
  await expect(alert.getByRole("link", { name: "Lamp" })).toHaveAttribute("href", `/entities/${item.id}`);
  expect(await seriousViolations(page)).toEqual([]);
  await alert.getByRole("button", { name: "Undo anyway" }).click();
  await expect(toasts(page).filter({ hasText: "Batch undone." })).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).quantity).toBe(2);
});

test("archive and create get an Undo that the service carries out", async ({ signedInPage: page, account }) => {
  const item = await createEntity(account, { name: "Lamp" });
  await page.goto(`/entities/${item.id}`);
  await page.getByRole("button", { name: "Archive" }).click();
  const archived = toasts(page).filter({ hasText: "Archived Lamp." });
  await archived.getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).filter({ hasText: "Change undone." })).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).archived).toBe(false);

  await page.goto("/inventory");
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "New item" });
  await dialog.getByLabel("Name").fill("Kettle");
  await dialog.getByRole("button", { name: "Create and add another" }).click();
  await expect(dialog.getByRole("status")).toContainText("Created so far: Kettle");
  // The dialog keeps clicks to itself; its toast is there once it closes.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await toasts(page).filter({ hasText: "Created Kettle." }).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).filter({ hasText: "Change undone." })).toBeVisible();
  await expect.poll(async () => (await findEntities(account, "Kettle")).items).toEqual([]);
});

test("a duplicate's Undo deletes the copy on the service and goes back to the original", async ({
  signedInPage: page,
  account,
}) => {
  const item = await createEntity(account, { name: "Lamp" });
  await page.goto(`/entities/${item.id}`);
  await page.getByRole("button", { name: "Duplicate…" }).click();
  await page.getByRole("dialog", { name: "Duplicate Lamp" }).getByRole("button", { name: "Duplicate" }).click();
  const created = toasts(page).filter({ hasText: "Created Copy of Lamp." });
  await expect(page).toHaveURL(/\/entities\/[^/]+\/edit$/);
  expect(page.url()).not.toContain(item.id);
  await expect.poll(async () => (await findEntities(account, "Copy of Lamp")).items).toHaveLength(1);
  await created.getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).filter({ hasText: "Change undone." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/entities/${item.id}$`));
  await expect(page.getByRole("heading", { name: "Lamp", level: 1 })).toBeVisible();
  expect((await findEntities(account, "Copy of Lamp")).items).toEqual([]);
});

test("the page names every entity from the feed itself, without a request per entity", async ({
  signedInPage: page,
  account,
}) => {
  const lamp = await createEntity(account, { name: "Lamp" });
  const vase = await createEntity(account, { name: "Vase" });
  await account.api.call(entityEndpoints.remove, { params: { id: vase.id } });
  const entityRequests: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/v1\/entities\/[^/?]+/.test(new URL(r.url()).pathname)) entityRequests.push(r.url());
  });
  await page.goto("/activity");
  await expect(changes(page)).toHaveCount(3);
  await expect(changes(page).nth(0)).toContainText("Tester Deleted: Vase (deleted)");
  await expect(changes(page).nth(2).getByRole("link", { name: "Lamp" })).toHaveAttribute(
    "href",
    `/entities/${lamp.id}`,
  );
  expect(entityRequests).toEqual([]);
});

test("a viewer reads the activity without Undo", async ({ page, account, request }) => {
  const item = await createEntity(account, { name: "Lamp" });
  const viewer = (await joinGroup(request, account, "viewer", "Vic")).account;
  await editAs(request, account, item.id, { quantity: 5 });
  await signIn(page.context(), viewer);
  await page.goto("/activity");
  await expect(changes(page)).toHaveCount(2);
  // The role is known once the header names the user: only then would an editor's Undo show.
  await expect(page.getByRole("banner").getByText("Vic", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo this batch" })).toHaveCount(0);
});

for (const [language, words] of [
  ["de", { list: "Änderungen", heading: "Aktivität", changed: "Geändert", fields: "Felder: Menge", locale: "de-DE" }],
  [
    "fr",
    { list: "Modifications", heading: "Activité", changed: "Modifié", fields: "Champs : Quantité", locale: "fr-FR" },
  ],
] as const) {
  test(`in ${language}: words and dates in the language`, async ({ signedInPage: page, account, request }) => {
    const item = await createEntity(account, { name: "Lamp" });
    await editAs(request, account, item.id, { quantity: 5 });
    await page.addInitScript((lang) => localStorage.setItem("inventory.language", lang), language);
    await page.goto("/activity");
    await expect(page.getByRole("heading", { name: words.heading, level: 1 })).toBeVisible();
    const [newest] = (await account.api.call(historyEndpoints.feed, { query: {} })).items;
    const when = new Intl.DateTimeFormat(words.locale, { dateStyle: "medium", timeStyle: "short" });
    await expect(changes(page, words.list).first()).toContainText(`${words.changed}: Lamp`);
    await expect(changes(page, words.list).first()).toContainText(words.fields);
    await expect(changes(page, words.list).first().locator("time")).toHaveText(when.format(new Date(newest!.at)));
  });
}

test.describe("on a phone", () => {
  test.use(SCREENS.phone);

  test("the page is reached from the menu and its Undo is within reach", async ({ signedInPage: page, account }) => {
    const item = await createEntity(account, { name: "Lamp", quantity: 2 });
    await page.goto(`/entities/${item.id}`);
    await increaseQuantity(page, "Lamp", 3);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Activity" }).click();
    const undo = page.getByRole("button", { name: "Undo this batch" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await undo.click();
    await expect.poll(async () => (await getEntity(account, item.id)).quantity).toBe(2);
  });
});

test("a delete's Undo brings the entity back, with where it was", async ({ signedInPage: page, account }) => {
  const shelf = await createEntity(account, { name: "Shelf", entityTypeId: account.locationTypeId });
  const item = await createEntity(account, { name: "Kettle", parentId: shelf.id });
  await page.goto(`/entities/${item.id}`);
  await page.getByRole("button", { name: "Delete…" }).click();
  await page.getByRole("alertdialog", { name: "Delete Kettle?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Shelf", level: 1 })).toBeVisible();
  await toasts(page).filter({ hasText: "Deleted Kettle." }).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).filter({ hasText: "Change undone." })).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).parentId).toBe(shelf.id);
  await expect(page.getByRole("link", { name: "Kettle" })).toBeVisible();
});
