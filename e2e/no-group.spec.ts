import { groupEndpoints, invitationEndpoints, memberEndpoints } from "../contract";
import { expect, test } from "./support/fixtures";
import { joinGroup, removeMember } from "./support/members";
import { signIn } from "./support/session";

test.use({ accountName: "Olga" });

test("a member removed while the app is open starts a group of their own (in German)", async ({
  page,
  request,
  account,
}) => {
  await page.addInitScript(() => localStorage.setItem("inventory.language", "de"));
  const { account: dana, userId } = await joinGroup(request, account, "editor", "Dana");
  await signIn(page.context(), dana);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Start", level: 1 })).toBeVisible();
  await removeMember(account, userId);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sie sind in keiner Gruppe", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Gruppenname")).toHaveValue("Zuhause von Dana");
  await page.getByLabel("Gruppenname").fill("Danas Werkstatt");
  await page.getByRole("button", { name: "Gruppe anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Start", level: 1 })).toBeVisible();
  const base = test.info().project.use.baseURL!;
  const all = await fetch(`${base}/api${groupEndpoints.all.path}`, { headers: { authorization: dana.session.token } });
  expect(await all.json()).toEqual([expect.objectContaining({ name: "Danas Werkstatt", role: "owner" })]);
});

test("a removed member joins again with a pasted invite link (in French)", async ({ page, request, account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("inventory.language", "fr"));
  const { account: dana, userId } = await joinGroup(request, account, "editor", "Dana");
  await removeMember(account, userId);
  await signIn(page.context(), dana);
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Vous n'êtes dans aucun groupe", level: 1 })).toBeVisible();
  const { token } = await account.api.call(invitationEndpoints.create, { body: { uses: 1, role: "viewer" } });
  const link = `${test.info().project.use.baseURL}/register?token=${token}`;
  await page.getByLabel("Lien ou code d'invitation").fill(link);
  await page.getByRole("button", { name: "Rejoindre le groupe" }).click();
  await expect(page.getByRole("heading", { name: "Accueil", level: 1 })).toBeVisible();
  const members = await account.api.call(memberEndpoints.list);
  expect(members.find((m) => m.name === "Dana")?.role).toBe("viewer");
});
