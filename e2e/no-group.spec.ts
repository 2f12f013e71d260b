import { authEndpoints, groupEndpoints, invitationEndpoints, memberEndpoints } from "../contract";
import { expect, test } from "./support/fixtures";
import { PASSWORD, signIn, uniqueEmail, type Account } from "./support/session";

test.use({ accountName: "Olga" });

/** Dana joins Olga's group through an invitation (no group of her own) and signs in through the API. */
async function member(owner: Account): Promise<Account & { id: string }> {
  const { token } = await owner.api.call(invitationEndpoints.create, { body: { uses: 1, role: "editor" } });
  const email = uniqueEmail("dana");
  const base = test.info().project.use.baseURL!;
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await post(authEndpoints.register.path, { name: "Dana", email, password: PASSWORD, token })).status).toBe(
    204,
  );
  const session = await (await post(authEndpoints.login.path, { username: email, password: PASSWORD })).json();
  const members = await owner.api.call(memberEndpoints.list);
  return { ...owner, name: "Dana", email, session, id: members.find((m) => m.name === "Dana")!.id };
}

const removal = (owner: Account, userId: string) => owner.api.call(memberEndpoints.remove, { params: { userId } });

test("a member removed while the app is open starts a group of their own (in German)", async ({ page, account }) => {
  await page.addInitScript(() => localStorage.setItem("inventory.language", "de"));
  const dana = await member(account);
  await signIn(page.context(), dana);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Start", level: 1 })).toBeVisible();
  await removal(account, dana.id);
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

test("a removed member joins again with a pasted invite link (in French)", async ({ page, account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("inventory.language", "fr"));
  const dana = await member(account);
  await removal(account, dana.id);
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
