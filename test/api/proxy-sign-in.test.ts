import { afterEach, describe, expect, it } from "vitest";
import { LoginResult, StatusResult } from "../../contract";
import { startService } from "../support/service";
import { listen } from "../support/web-socket";
import { PROXY_SOURCE_ADDRESS, startForwardAuthProxy, type ProxiedPerson } from "../stubs/forward-auth-proxy";

const ANN: ProxiedPerson = { user: "ann", email: "Ann@Example.com", name: "Ann Proxy", groups: "family,admins" };

/** The service on a real socket, and a forward-auth proxy in front of it that says `person` is signed in. */
async function behindProxy(env: Record<string, string>, person: ProxiedPerson | null = ANN) {
  const svc = await startService({ env });
  const direct = await listen(svc);
  const proxy = await startForwardAuthProxy(direct.origin, person ?? undefined);
  return {
    svc,
    direct: direct.origin,
    proxy,
    async close() {
      await proxy.close();
      await direct.close();
      await svc.close();
    },
  };
}

const post = (origin: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api${path}`, { method: "POST", headers });
const self = (origin: string, token: string) =>
  fetch(`${origin}/api/v1/users/self`, { headers: { authorization: token } }).then((r) => r.json());
const status = (origin: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/v1/status`, { headers }).then(async (r) => StatusResult.parse(await r.json()));

describe("sign-in by a trusted proxy's header", () => {
  let setup: Awaited<ReturnType<typeof behindProxy>>;
  afterEach(() => setup.close());

  it("signs in the proxy's person, creating the account once, even with registration closed", async () => {
    setup = await behindProxy({ TRUSTED_PROXIES: `${PROXY_SOURCE_ADDRESS}, 10.0.0.0/8`, ALLOW_REGISTRATION: "false" });
    expect((await status(setup.proxy.origin)).proxySignIn).toBe(true);
    const first = await post(setup.proxy.origin, "/v1/users/login/proxy");
    expect(first.status).toBe(200);
    const { token } = LoginResult.parse(await first.json());
    expect(first.headers.get("set-cookie")).toContain("hb.auth.token=");
    const me = await self(setup.proxy.origin, token);
    expect(me.item).toMatchObject({ email: "ann@example.com", name: "Ann Proxy", role: "owner" });

    const again = LoginResult.parse(await (await post(setup.proxy.origin, "/v1/users/login/proxy")).json());
    expect((await self(setup.proxy.origin, again.token)).item.id).toBe(me.item.id);
    const users = await setup.svc.db.kysely.selectFrom("users").select("email").execute();
    expect(users).toEqual([{ email: "ann@example.com" }]);
  });

  it("ignores the same headers sent straight to the service from an untrusted address", async () => {
    setup = await behindProxy({ TRUSTED_PROXIES: PROXY_SOURCE_ADDRESS });
    const spoofed = { "remote-user": "mallory", "remote-email": "ann@example.com", "x-forwarded-for": "127.0.0.2" };
    expect((await status(setup.direct, spoofed)).proxySignIn).toBe(false);
    const refused = await post(setup.direct, "/v1/users/login/proxy", spoofed);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "proxy_sign_in_refused" });
    expect(await setup.svc.db.kysely.selectFrom("users").select("id").execute()).toEqual([]);
  });

  it("trusts no one without TRUSTED_PROXIES, and nobody when the proxy names no one", async () => {
    setup = await behindProxy({});
    expect((await post(setup.proxy.origin, "/v1/users/login/proxy")).status).toBe(401);
    await setup.close();
    setup = await behindProxy({ TRUSTED_PROXIES: PROXY_SOURCE_ADDRESS }, null);
    expect((await status(setup.proxy.origin)).proxySignIn).toBe(false);
    expect((await post(setup.proxy.origin, "/v1/users/login/proxy")).status).toBe(401);
  });

  it("refuses a person without an e-mail or outside the allowed groups, creating nothing", async () => {
    setup = await behindProxy({ TRUSTED_PROXIES: PROXY_SOURCE_ADDRESS, FORWARD_AUTH_ALLOWED_GROUPS: "inventory" });
    const outsider = await post(setup.proxy.origin, "/v1/users/login/proxy");
    expect(outsider.status).toBe(403);
    setup.proxy.signIn({ user: "bob", groups: "inventory" });
    const noEmail = await post(setup.proxy.origin, "/v1/users/login/proxy");
    expect(noEmail.status).toBe(403);
    expect(await setup.svc.db.kysely.selectFrom("users").select("id").execute()).toEqual([]);
    setup.proxy.signIn({ user: "bob@example.com", groups: "guests, inventory" });
    expect((await post(setup.proxy.origin, "/v1/users/login/proxy")).status).toBe(200);
  });

  it("reads headers of other names when configured", async () => {
    setup = await behindProxy({
      TRUSTED_PROXIES: "127.0.0.0/30",
      FORWARD_AUTH_USER_HEADER: "X-Authentik-Username",
      FORWARD_AUTH_EMAIL_HEADER: "X-Authentik-Email",
    });
    // The proxy sends Remote-* names, which this service no longer reads.
    expect((await post(setup.proxy.origin, "/v1/users/login/proxy")).status).toBe(401);
  });
});
