import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEndpoints, oidcEndpoints, StatusResult } from "../../contract";
import { callEndpoint, signUp } from "../support/client";
import { callBack, fragmentOf, fullSignIn, queryOf, signInAtProvider, startSignIn } from "../support/oidc-flow";
import { startLocalProvider, type LocalProvider } from "../support/oidc-provider";
import { startService, type TestService } from "../support/service";

const CALLBACK = "http://localhost/api/v1/users/login/oidc/callback";

/** Exchanges the ticket of a finished provider sign-in for a session and reads who it is. */
async function sessionOf(svc: TestService, location: string) {
  const ticket = fragmentOf(location).get("oidc");
  if (!ticket) throw new Error(`no sign-in ticket in ${location}`);
  const finish = await callEndpoint(svc, oidcEndpoints.finish, { body: { ticket } });
  expect(finish.status).toBe(200);
  const self = await callEndpoint(svc, authEndpoints.self, { headers: { authorization: finish.body.token } });
  return { token: finish.body.token, self: self.body.item, ticket };
}

describe("OpenID Connect sign-in against a real provider (oidc-provider)", () => {
  let provider: LocalProvider;
  let svc: TestService;
  beforeAll(async () => {
    provider = await startLocalProvider([CALLBACK]);
    provider.accounts.set("ada", { email: "ada@example.com", email_verified: true, name: "Ada", groups: ["family"] });
    provider.accounts.set("eve", { email: "eve@example.com", email_verified: true, name: "Eve", groups: ["guests"] });
    svc = await startService({
      env: provider.env({ OIDC_ALLOWED_GROUPS: "family,admins", OIDC_BUTTON_TEXT: "Sign in with Authelia" }),
    });
  });
  afterAll(async () => {
    await svc?.close();
    await provider?.close();
  });

  it("reports the OIDC settings in Homebox's status shape", async () => {
    const status = StatusResult.parse((await callEndpoint(svc, authEndpoints.status)).body);
    expect(status.oidc).toEqual({ enabled: true, allowLocal: true, buttonText: "Sign in with Authelia" });
  });

  it("creates the account at the first sign-in and finds it again at the next", async () => {
    const first = await sessionOf(svc, await fullSignIn(svc, "ada", "?next=%2Fitems%3Fq%3Dx"));
    expect(first.self).toMatchObject({ name: "Ada", email: "ada@example.com", role: "owner" });
    const again = await fullSignIn(svc, "ada", "?next=%2Fitems%3Fq%3Dx");
    expect(queryOf(again).get("next")).toBe("/items?q=x");
    const second = await sessionOf(svc, again);
    expect(second.self.id).toBe(first.self.id);
    const identities = await callEndpoint(svc, oidcEndpoints.identities, { headers: { authorization: second.token } });
    expect(identities.body.items).toEqual([
      { issuer: provider.issuer, email: "ada@example.com", linkedAt: expect.any(String) },
    ]);
    // A ticket opens one session only.
    const reused = await callEndpoint(svc, oidcEndpoints.finish, { body: { ticket: second.ticket } });
    expect(reused).toMatchObject({ status: 401, body: { code: "link_expired" } });
  });

  it("turns away a person outside the allowed groups, and creates nothing", async () => {
    const location = await fullSignIn(svc, "eve");
    expect(queryOf(location).get("oidcError")).toBe("group");
    expect(fragmentOf(location).get("oidc")).toBeNull();
    const row = await svc.db.kysely.selectFrom("users").select("id").where("email", "=", "eve@example.com").execute();
    expect(row).toEqual([]);
  });

  it("links a local account with the same verified e-mail only after its password is given", async () => {
    const local = await signUp(svc, "Grace");
    provider.accounts.set("grace", { email: local.email, email_verified: true, name: "Grace", groups: ["family"] });
    const location = await fullSignIn(svc, "grace");
    const link = fragmentOf(location);
    expect(link.get("email")).toBe(local.email);
    const ticket = link.get("oidcLink") ?? "";
    const body = { ticket, username: local.email, password: "wrong password" };
    expect((await callEndpoint(svc, oidcEndpoints.link, { body })).status).toBe(401);
    const linked = await callEndpoint(svc, oidcEndpoints.link, {
      body: { ...body, password: "correct horse battery" },
    });
    expect(linked.status).toBe(200);
    // From now on the provider alone signs Grace in, into the same account.
    const next = await sessionOf(svc, await fullSignIn(svc, "grace"));
    expect(next.self.email).toBe(local.email);
    expect(
      (await callEndpoint(svc, oidcEndpoints.link, { body: { ...body, password: "correct horse battery" } })).body,
    ).toMatchObject({ code: "link_expired" });
  });

  it("never links through an e-mail the provider has not verified", async () => {
    const local = await signUp(svc, "Heidi");
    provider.accounts.set("mallory", { email: local.email, email_verified: false, name: "M", groups: ["family"] });
    const location = await fullSignIn(svc, "mallory");
    expect(queryOf(location).get("oidcError")).toBe("email_unverified");
    expect(fragmentOf(location).get("oidcLink")).toBeNull();
    const identities = await svc.db.kysely.selectFrom("user_identities").select("subject").execute();
    expect(identities.map((i) => i.subject)).not.toContain("mallory");
  });

  it("refuses a forged state, a replayed callback and a callback without the browser's state cookie", async () => {
    const started = await startSignIn(svc);
    const back = await signInAtProvider(started.location, "ada");
    const stolen = await callBack(svc, back, { header: () => "" });
    expect(queryOf(stolen.location).get("oidcError")).toBe("state");
    const forged = new URL(back);
    forged.searchParams.set("state", "forged-state");
    const forgedJar = { header: () => "oidc_state=forged-state" };
    expect(queryOf((await callBack(svc, forged, forgedJar)).location).get("oidcError")).toBe("state");
    const good = await callBack(svc, back, started.jar);
    expect(fragmentOf(good.location).get("oidc")).toBeTruthy();
    const replayed = await callBack(svc, back, started.jar);
    expect(queryOf(replayed.location).get("oidcError")).toBe("state");
  });

  it("sends the browser back only to a path of this app", async () => {
    for (const next of ["https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const location = await fullSignIn(svc, "ada", `?next=${encodeURIComponent(next)}`);
      expect(location.startsWith("/sign-in")).toBe(true);
      expect(queryOf(location).get("next")).toBeNull();
    }
  });
});
