import type { Browser, Page } from "@playwright/test";
import { invitationEndpoints, type Role } from "../contract";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { PASSWORD, signIn, uniqueEmail, type Account } from "./support/session";

/** Groups shared by several people (docs/api.md, "Groups and members"; docs/events.md): each person a browser of their own. */
async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

async function inviteToken(owner: Account, role: Role): Promise<string> {
  const created = await owner.api.call(invitationEndpoints.create, { body: { uses: 1, role } });
  return created.token;
}

test.use({ accountName: "Olga" });

test("the owner invites a colleague, who joins through the link and sees the inventory change live", async ({
  signedInPage: page,
  account: owner,
  browser,
}) => {
  const drill = await createEntity(owner, {
    name: "Cordless drill",
    entityTypeId: owner.itemTypeId,
  });
  await page.goto("/settings/group");
  await page.getByLabel("Role of the invited").selectOption("editor");
  await page.getByRole("button", { name: "Create invitation" }).click();
  const link = await page.getByLabel("Invite link").inputValue();
  expect(link).toMatch(/\/register\?token=[A-Z2-7]{26}$/);
  await expect(page.getByRole("img", { name: "Invitation as a QR code" })).toBeVisible();

  const colleague = await secondBrowser(browser);
  await colleague.goto(link);
  await expect(colleague.getByRole("heading", { name: "Join Olga's Home" })).toBeVisible();
  await colleague.getByLabel("Name").fill("Dana");
  await colleague.getByLabel("Email").fill(uniqueEmail("dana"));
  await colleague.getByLabel(/^Password/).fill(PASSWORD);
  await colleague.getByRole("button", { name: "Create account and join" }).click();
  await expect(colleague.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  await colleague
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Inventory", exact: true })
    .click();
  await expect(colleague.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await expect(colleague.getByRole("link", { name: "Cordless drill" })).toBeVisible();

  // The owner renames the drill; the colleague's open list shows it without a reload.
  const current = await page.request.get(`/api/v1/entities/${drill.id}`, {
    headers: { authorization: owner.session.token },
  });
  const renamed = await page.request.put(`/api/v1/entities/${drill.id}`, {
    headers: { authorization: owner.session.token, "if-match": current.headers().etag ?? "*" },
    data: { ...(await current.json()), name: "Hammer drill" },
  });
  expect(renamed.status()).toBe(200);
  await expect(colleague.getByRole("link", { name: "Hammer drill" })).toBeVisible();

  // The colleague edits it while the owner changes it again: the form says so before any save.
  await colleague.getByRole("link", { name: "Hammer drill" }).click();
  await colleague.getByRole("link", { name: "Edit" }).click();
  await expect(colleague.getByRole("heading", { name: "Edit Hammer drill" })).toBeVisible();
  const again = await page.request.get(`/api/v1/entities/${drill.id}`, {
    headers: { authorization: owner.session.token },
  });
  await page.request.put(`/api/v1/entities/${drill.id}`, {
    headers: { authorization: owner.session.token, "if-match": again.headers().etag ?? "*" },
    data: { ...(await again.json()), name: "Impact drill" },
  });
  await expect(colleague.getByRole("alert").filter({ hasText: "Olga changed this" })).toBeVisible();
  await colleague.getByRole("button", { name: "See their change" }).click();
  await expect(colleague.getByRole("list", { name: "Their change" })).toContainText("Impact drill");
  await colleague.context().close();
});

test("a viewer sees no write controls", async ({ page, request, account: owner }) => {
  const lamp = await createEntity(owner, {
    name: "Desk lamp",
    entityTypeId: owner.itemTypeId,
  });
  const token = await inviteToken(owner, "viewer");
  const email = uniqueEmail("viewer");
  expect(
    (
      await request.post("/api/v1/users/register", { data: { name: "Vic", email, password: PASSWORD, token } })
    ).status(),
  ).toBe(204);
  const login = await request.post("/api/v1/users/login", { data: { username: email, password: PASSWORD } });
  const viewer = { ...owner, name: "Vic", email, session: await login.json() } as Account;
  await signIn(page.context(), viewer);
  await page.goto("/inventory");
  await expect(page.getByRole("link", { name: "Desk lamp" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New item" })).toHaveCount(0);
  await page.getByRole("link", { name: "Desk lamp" }).click();
  await expect(page.getByRole("heading", { name: "Desk lamp", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Quick changes" })).toHaveCount(0);
  await page.getByRole("link", { name: "Tags" }).click();
  await expect(page.getByRole("button", { name: "Create tag" })).toHaveCount(0);
  expect(lamp.id).toBeTruthy();
});

test("a password change signs out the other browser", async ({ signedInPage: page, account, browser }) => {
  const other = await secondBrowser(browser);
  const second = await other.request.post("/api/v1/users/login", {
    data: { username: account.email, password: PASSWORD },
  });
  await signIn(other.context(), { ...account, session: await second.json() });
  await other.goto("/tags");
  await expect(other.getByRole("heading", { name: "Tags", level: 1 })).toBeVisible();

  await page.goto("/settings/account");
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel(/^New password/).fill("a brand new secret");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();

  await other.getByRole("link", { name: "Locations" }).click();
  await expect(other.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // This browser stays signed in.
  await page.getByRole("link", { name: "Tags" }).click();
  await expect(page.getByRole("heading", { name: "Tags", level: 1 })).toBeVisible();
  await other.context().close();
});
