import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEndpoints, oidcEndpoints, StatusResult } from "../../contract";
import { callEndpoint, signUp } from "../support/client";
import { fragmentOf, fullSignIn } from "../support/oidc-flow";
import { startLocalProvider, type LocalProvider } from "../support/oidc-provider";
import { startService, type TestService } from "../support/service";

const CALLBACK = "http://localhost/api/v1/users/login/oidc/callback";

describe("OIDC settings: local sign-in off, role rules", () => {
  let provider: LocalProvider;
  let svc: TestService;
  let ownerEmail: string;
  beforeAll(async () => {
    provider = await startLocalProvider([CALLBACK]);
    provider.accounts.set("bo", { email: "bo@example.com", email_verified: true, name: "Bo", groups: ["family"] });
    provider.accounts.set("cy", { email: "cy@example.com", email_verified: true, name: "Cy", groups: ["kids"] });
    // The first account (the home group's owner) exists before local sign-in is turned off.
    svc = await startService({ env: provider.env() });
    ownerEmail = (await signUp(svc, "Owner")).email;
    // The same config object the app reads: the settings change for the requests that follow.
    svc.config.oidc = {
      ...svc.config.oidc!,
      allowLocal: false,
      autoRedirect: true,
      roleRules: [
        { group: "admins", role: "owner" },
        { group: "family", role: "editor" },
      ],
    };
  });
  afterAll(async () => {
    await svc?.close();
    await provider?.close();
  });

  it("reports local sign-in off and refuses password sign-in and registration", async () => {
    const status = StatusResult.parse((await callEndpoint(svc, authEndpoints.status)).body);
    expect(status.oidc).toEqual({ enabled: true, allowLocal: false, autoRedirect: true });
    expect(status.allowRegistration).toBe(false);
    const login = await callEndpoint(svc, authEndpoints.login, {
      body: { username: ownerEmail, password: "correct horse battery" },
    });
    expect(login).toMatchObject({ status: 403, body: { code: "local_login_disabled" } });
    const register = await callEndpoint(svc, authEndpoints.register, {
      body: { name: "X", email: "x@example.com", password: "long enough pw" },
    });
    expect(register).toMatchObject({ status: 403, body: { code: "local_login_disabled" } });
  });

  it("puts a provider group's people in the first group with the ruled role, and refuses the unruled", async () => {
    const ticket = fragmentOf(await fullSignIn(svc, "bo")).get("oidc") ?? "";
    const session = await callEndpoint(svc, oidcEndpoints.finish, { body: { ticket } });
    const self = await callEndpoint(svc, authEndpoints.self, { headers: { authorization: session.body.token } });
    const owner = await svc.db.kysely
      .selectFrom("users")
      .select("group_id")
      .where("email", "=", ownerEmail)
      .executeTakeFirstOrThrow();
    expect(self.body.item).toMatchObject({ email: "bo@example.com", role: "editor", groupId: owner.group_id });
    const refused = await fullSignIn(svc, "cy");
    expect(new URL(refused, "http://x").searchParams.get("oidcError")).toBe("group");
    // Moved to the admins at the provider: owner at the next sign-in.
    provider.accounts.set("bo", { email: "bo@example.com", email_verified: true, name: "Bo", groups: ["admins"] });
    const again = fragmentOf(await fullSignIn(svc, "bo")).get("oidc") ?? "";
    const next = await callEndpoint(svc, oidcEndpoints.finish, { body: { ticket: again } });
    const promoted = await callEndpoint(svc, authEndpoints.self, { headers: { authorization: next.body.token } });
    expect(promoted.body.item.role).toBe("owner");
  });
});
