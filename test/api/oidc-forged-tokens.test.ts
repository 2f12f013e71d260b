import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callBack, fragmentOf, queryOf, startSignIn } from "../support/oidc-flow";
import { newSigningKey, startForgingProvider, type ForgingProvider } from "../support/forging-provider";
import { startService, type TestService } from "../support/service";

const CALLBACK = "http://localhost/api/v1/users/login/oidc/callback";

describe("ID tokens the service must refuse (a provider that forges them)", () => {
  let provider: ForgingProvider;
  let svc: TestService;
  beforeAll(async () => {
    provider = await startForgingProvider();
    svc = await startService({ env: provider.env() });
  });
  afterAll(async () => {
    await svc?.close();
    await provider?.close();
  });

  /** Starts a sign-in, lets the provider answer with `claims(nonce)`, and returns where the callback sends the browser. */
  async function signInWith(
    claims: (nonce: string, now: number) => Record<string, unknown>,
    key?: ReturnType<typeof newSigningKey>,
  ) {
    const started = await startSignIn(svc);
    const authorization = new URL(started.location);
    const nonce = authorization.searchParams.get("nonce") ?? "";
    const now = Math.floor(Date.now() / 1000);
    provider.nextToken = () => ({ claims: claims(nonce, now), ...(key ? { key: key.privateKey } : {}) });
    const back = new URL(CALLBACK);
    back.search = new URLSearchParams({
      code: "a-code",
      state: authorization.searchParams.get("state") ?? "",
    }).toString();
    return (await callBack(svc, back, started.jar)).location;
  }
  const honest = (email: string) => (nonce: string, now: number) => ({
    iss: provider.issuer,
    aud: provider.clientId,
    sub: email,
    nonce,
    iat: now,
    exp: now + 300,
    email,
    email_verified: true,
  });
  const users = (email: string) => svc.db.kysely.selectFrom("users").select("id").where("email", "=", email).execute();

  it("accepts the honest token (so each refusal below is the token's fault)", async () => {
    const location = await signInWith(honest("honest@example.com"));
    expect(fragmentOf(location).get("oidc")).toBeTruthy();
    expect(await users("honest@example.com")).toHaveLength(1);
  });

  it.each([
    ["a wrong nonce", (c: Record<string, unknown>) => ({ ...c, nonce: "another-sign-ins-nonce" })],
    ["no nonce", (c: Record<string, unknown>) => ({ ...c, nonce: undefined })],
    ["another issuer", (c: Record<string, unknown>) => ({ ...c, iss: "http://127.0.0.1:9/other" })],
    ["another audience", (c: Record<string, unknown>) => ({ ...c, aud: "another-app" })],
    [
      "an expired token",
      (c: Record<string, unknown>) => ({ ...c, iat: Number(c.iat) - 7200, exp: Number(c.iat) - 3600 }),
    ],
  ])("refuses %s and creates nothing", async (what, change) => {
    const email = `${what.replace(/\W+/g, "-")}@example.com`;
    const location = await signInWith((nonce, now) => change(honest(email)(nonce, now)));
    expect(queryOf(location).get("oidcError")).toBe("token");
    expect(await users(email)).toEqual([]);
  });

  it("refuses a token signed by another key", async () => {
    const location = await signInWith(honest("forged-key@example.com"), newSigningKey());
    expect(queryOf(location).get("oidcError")).toBe("token");
    expect(await users("forged-key@example.com")).toEqual([]);
  });
});
