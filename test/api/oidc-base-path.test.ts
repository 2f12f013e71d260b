import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fragmentOf, fullSignIn, queryOf } from "../support/oidc-flow";
import { startLocalProvider, type LocalProvider } from "../support/oidc-provider";
import { startService, type TestService } from "../support/service";

const CALLBACK = "http://localhost/inventory/api/v1/users/login/oidc/callback";

describe("OpenID Connect sign-in under BASE_PATH=/inventory", () => {
  let provider: LocalProvider;
  let svc: TestService;
  beforeAll(async () => {
    provider = await startLocalProvider([CALLBACK]);
    provider.accounts.set("ada", { email: "ada@example.com", email_verified: true, name: "Ada", groups: ["family"] });
    provider.accounts.set("eve", { email: "eve@example.com", email_verified: true, name: "Eve", groups: ["guests"] });
    svc = await startService({ env: provider.env({ BASE_PATH: "/inventory", OIDC_ALLOWED_GROUPS: "family" }) });
  });
  afterAll(async () => {
    await svc?.close();
    await provider?.close();
  });

  it("names the callback and scopes the state cookie under the base path", async () => {
    const res = await svc.app.request("/inventory/api/v1/users/login/oidc");
    expect(res.status).toBe(302);
    const authorization = new URL(res.headers.get("location") ?? "");
    expect(authorization.searchParams.get("redirect_uri")).toBe(CALLBACK);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith("oidc_state="));
    expect(cookie).toMatch(/; Path=\/inventory(;|$)/);
  });

  it("sends the browser back to the sign-in page under the base path", async () => {
    const signedIn = await fullSignIn(svc, "ada", "?next=%2Fitems");
    expect(signedIn.startsWith("/inventory/sign-in?")).toBe(true);
    expect(queryOf(signedIn).get("next")).toBe("/items");
    expect(fragmentOf(signedIn).get("oidc")).toBeTruthy();
    const refused = await fullSignIn(svc, "eve");
    expect(refused.startsWith("/inventory/sign-in?")).toBe(true);
    expect(queryOf(refused).get("oidcError")).toBe("group");
  });
});
