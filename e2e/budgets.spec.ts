import type { Page } from "@playwright/test";
import { tagEndpoints } from "../contract";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

/**
 * Request budgets: how many API requests a page makes on a cold load (a full page load: nothing in
 * memory, only what localStorage holds for a session that has shown one page before, which is every
 * session after the page sign-in returns to). A count, not a time, so it is deterministic; every
 * request is listed in the failure message so a regression names its cause.
 */
const EDIT_PAGE_BUDGET = 4;

/** Records every /api/ request the page makes, as "METHOD /api/path?query". */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    // The live-update stream (docs/events.md) is one connection held open for the whole session, not a
    // request the page makes for its data: it is not counted.
    if (url.pathname === "/api/v1/events") return;
    if (url.pathname.startsWith("/api/")) seen.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

test(`opening an entity's edit page from a cold load makes at most ${EDIT_PAGE_BUDGET} API requests`, async ({
  signedInPage: page,
  account,
}) => {
  // Tags and a non-default type: the form must still show the entity's own tag and type without lists.
  const tag = await account.api.call(tagEndpoints.create, { body: { name: "Fragile" } });
  const shelf = await createEntity(account, { name: "Shelf", entityTypeId: account.locationTypeId });
  const lamp = await createEntity(account, {
    name: "Desk lamp",
    entityTypeId: account.itemTypeId,
    parentId: shelf.id,
    tagIds: [tag.id],
  });
  // The session's first page. The remembered user, group and role show at once on the next load, which
  // asks `/users/self` once more beside the page's own requests (a role may have changed unheard).
  await page.goto("/tags");
  await expect(page.getByText(account.name, { exact: true })).toBeVisible();

  const requests = recordApiRequests(page);
  await page.goto(`/entities/${lamp.id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Desk lamp" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Desk lamp");
  // The entity's own tag and type are shown (checked, selected) before any option list is fetched.
  await expect(page.getByRole("checkbox", { name: "Fragile" })).toBeChecked();
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue(account.itemTypeId);
  // Let every request the first render started settle before counting.
  await page.waitForLoadState("networkidle");

  test.info().annotations.push({ type: "api requests", description: requests.join(", ") });
  expect(requests.length, requests.join("\n")).toBeLessThanOrEqual(EDIT_PAGE_BUDGET);
  expect(requests.filter((r) => r.startsWith("GET /api/v1/users/self"))).toHaveLength(1);
  // The header still names the user, from what the session remembered.
  await expect(page.getByText(account.name, { exact: true })).toBeVisible();

  // The type list arrives when the select is used, and changing the type still saves.
  const type = page.getByLabel("Type", { exact: true });
  await type.click();
  await type.selectOption({ label: "Location" });
  await page.getByRole("button", { name: "Save and keep editing" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();
  expect(await getEntity(account, lamp.id)).toMatchObject({ entityTypeId: account.locationTypeId });
});
