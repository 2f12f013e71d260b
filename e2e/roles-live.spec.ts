import type { APIRequestContext, Page } from "@playwright/test";
import { memberEndpoints, type Role } from "../contract";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { joinGroup } from "./support/members";
import { signIn, type Account } from "./support/session";

/**
 * Roles in the SPA (docs/events.md, "Roles"): each person sees only the controls their role allows, a role
 * change reaches their open page through the event stream at once, and a refusal is said in their language.
 */
test.use({ accountName: "Olga" });

const setRole = (owner: Account, userId: string, role: Role) =>
  owner.api.call(memberEndpoints.update, { params: { userId }, body: { role } });

/** The entity page's edit controls, for checking that each is there or gone. */
const editControls = (page: Page) => [
  page.getByRole("link", { name: "Edit", exact: true }),
  page.getByRole("region", { name: "Quick changes" }),
  page.getByLabel("Add files"),
  page.getByRole("button", { name: "Log maintenance" }),
];

/** An editor (Mia) of the owner's group, signed in on the page of its desk lamp; her member id. */
async function editorOnLampPage(page: Page, request: APIRequestContext, owner: Account, liveEvents = true) {
  const lamp = await createEntity(owner, { name: "Desk lamp", entityTypeId: owner.itemTypeId });
  const { account: mia, userId } = await joinGroup(request, owner, "editor");
  if (!liveEvents) await page.route("**/api/v1/events?**", (route) => route.abort());
  await signIn(page.context(), mia);
  await page.goto(`/entities/${lamp.id}`);
  return userId;
}

test("a member made a viewer loses the edit controls at once, and after a reload", async ({
  page,
  request,
  account: owner,
}) => {
  const userId = await editorOnLampPage(page, request, owner);
  for (const control of editControls(page)) await expect(control).toBeVisible();

  await setRole(owner, userId, "viewer");
  for (const control of editControls(page)) await expect(control).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Desk lamp", level: 1 })).toBeVisible();
  for (const control of editControls(page)) await expect(control).toHaveCount(0);

  // Made an editor again, the same open page gets its controls back.
  await setRole(owner, userId, "editor");
  for (const control of editControls(page)) await expect(control).toBeVisible();
});

test("without the event stream, a member made a viewer has no edit controls after a reload", async ({
  page,
  request,
  account: owner,
}) => {
  const userId = await editorOnLampPage(page, request, owner, false);
  for (const control of editControls(page)) await expect(control).toBeVisible();

  await setRole(owner, userId, "viewer");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Desk lamp", level: 1 })).toBeVisible();
  for (const control of editControls(page)) await expect(control).toHaveCount(0);
});

test("a viewer sees no edit controls on the entity, locations, templates and scan session pages", async ({
  page,
  request,
  account: owner,
}) => {
  const garage = await createEntity(owner, { name: "Garage", entityTypeId: owner.locationTypeId });
  const lamp = await createEntity(owner, { name: "Desk lamp", entityTypeId: owner.itemTypeId, parentId: garage.id });
  const { account: vic } = await joinGroup(request, owner, "viewer");
  await signIn(page.context(), vic);
  await page.goto(`/entities/${lamp.id}`);
  await expect(page.getByRole("heading", { name: "Desk lamp", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Attachments (0)" })).toBeVisible();
  for (const control of editControls(page)) await expect(control).toHaveCount(0);

  await page.goto("/locations");
  await page.getByRole("treeitem", { name: /Garage/ }).click();
  await expect(page.getByRole("complementary", { name: "Selected location" })).toBeVisible();
  await expect(page.getByRole("button", { name: /New location/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Move here…" })).toHaveCount(0);

  await page.goto("/templates");
  await expect(page.getByRole("heading", { name: "Templates", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create template" })).toHaveCount(0);

  await page.goto("/scan/session");
  await expect(page.getByText("which your role in this group does not allow")).toBeVisible();
  await expect(page.getByLabel("Target location")).toHaveCount(0);

  await page.goto(`/entities/${lamp.id}/edit`);
  await expect(page.getByText("Your role in this group lets you look but not edit.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("a refusal the page did not expect is said in German, with no English", async ({
    page,
    request,
    account: owner,
  }) => {
    // Without the event stream the page cannot hear of the role change: its next change meets the 403.
    const userId = await editorOnLampPage(page, request, owner, false);
    await expect(page.getByRole("button", { name: "Menge erhöhen" })).toBeVisible();
    await setRole(owner, userId, "viewer");
    await page.getByRole("button", { name: "Menge erhöhen" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Du bist in dieser Gruppe Betrachter" });
    await expect(refusal).toHaveText(
      "Du bist in dieser Gruppe Betrachter: Du darfst alles ansehen, aber nichts ändern.",
    );
  });
});
