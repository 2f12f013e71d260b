import { beforeAll, describe, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { create } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { startService, TEST_DB, type TestService } from "../support/service";

const PASSWORD = "correct horse battery";
const NAMES = ["hb.auth.token", "hb.auth.remember", "hb.auth.session", "hb.auth.attachment_token"];

/** The Set-Cookie headers of an answer, by cookie name, each with its value and attributes. */
function cookiesOf(res: Response): Map<string, { value: string; attrs: string[] }> {
  const out = new Map<string, { value: string; attrs: string[] }>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = "", ...attrs] = line.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    out.set(pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), attrs });
  }
  return out;
}

/** Signs in as Homebox's web app does: a JSON body with stayLoggedIn, no Authorization. */
const signIn = async (svc: TestService, url: string, s: Session) =>
  svc.app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(url).origin, "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ username: s.email, password: PASSWORD, stayLoggedIn: true }),
  });

/** Homebox's cookie session (docs/api.md, "Homebox compatibility"). */
describe(`cookie sessions as Homebox's web app uses them (${TEST_DB})`, () => {
  const { svc, s } = useSignedInService();
  let cookie = "";
  let token = "";
  beforeAll(async () => {
    const res = await signIn(svc, "http://localhost/api/v1/users/login", s);
    expect(res.status).toBe(200);
    const jar = cookiesOf(res);
    token = jar.get("hb.auth.token")!.value;
    cookie = `hb.auth.token=${token}`;
  });

  /** A request carrying the cookie only, as the browser sends it. */
  const withCookie = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    svc.app.request(`http://localhost/api${path}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it("sign-in sets the four cookies with Homebox's names and attributes, lasting as long as the session", async () => {
    const res = await signIn(svc, "http://localhost/api/v1/users/login", s);
    const body = (await res.json()) as { token: string; attachmentToken: string; expiresAt: string };
    const jar = cookiesOf(res);
    expect([...jar.keys()].sort()).toEqual([...NAMES].sort());
    expect(`Bearer ${jar.get("hb.auth.token")!.value}`).toBe(body.token);
    expect(jar.get("hb.auth.attachment_token")!.value).toBe(body.attachmentToken);
    expect(jar.get("hb.auth.session")!.value).toBe("true");
    expect(jar.get("hb.auth.remember")!.value).toBe("true");
    const seconds = (Date.parse(body.expiresAt) - Date.now()) / 1000;
    for (const name of NAMES) {
      const { attrs } = jar.get(name)!;
      expect(attrs).toContain("Path=/");
      expect(attrs).toContain("SameSite=Lax");
      expect(attrs).not.toContain("Secure");
      expect(attrs).toContain(`Expires=${new Date(body.expiresAt).toUTCString()}`);
      const maxAge = Number(attrs.find((a) => a.startsWith("Max-Age="))!.slice(8));
      expect(Math.abs(maxAge - seconds)).toBeLessThan(5);
    }
    // The page reads the session flag and the attachment token; the session token stays out of its reach.
    expect(jar.get("hb.auth.token")!.attrs).toContain("HttpOnly");
    expect(jar.get("hb.auth.remember")!.attrs).toContain("HttpOnly");
    expect(jar.get("hb.auth.session")!.attrs).not.toContain("HttpOnly");
    expect(jar.get("hb.auth.attachment_token")!.attrs).not.toContain("HttpOnly");
  });

  it("a sign-in without stayLoggedIn says so in hb.auth.remember and lasts a week", async () => {
    const res = await svc.app.request("http://localhost/api/v1/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: s.email, password: PASSWORD }),
    });
    const jar = cookiesOf(res);
    expect(jar.get("hb.auth.remember")!.value).toBe("false");
    const maxAge = Number(
      jar
        .get("hb.auth.token")!
        .attrs.find((a) => a.startsWith("Max-Age="))!
        .slice(8),
    );
    expect(Math.round(maxAge / 86400)).toBe(7);
  });

  it("a read with only the cookie is signed in", async () => {
    const res = await withCookie("GET", "/v1/users/self");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { item: { email: string } }).item.email).toBe(s.email);
  });

  it("a write with the cookie from the service's own page works (Sec-Fetch-Site, or Origin without it)", async () => {
    const sameOrigin = await withCookie("POST", "/v1/tags", { "sec-fetch-site": "same-origin" }, { name: "Fetch" });
    expect(sameOrigin.status).toBe(201);
    const byOrigin = await withCookie("POST", "/v1/tags", { origin: "http://localhost" }, { name: "Origin" });
    expect(byOrigin.status).toBe(201);
  });

  it("a write with the cookie from another site is 403 csrf_refused and changes nothing", async () => {
    const before = (await s.req("GET", "/v1/tags")).body.length;
    const attempts: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "http://localhost" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
      {},
    ];
    for (const headers of attempts) {
      const res = await withCookie("POST", "/v1/tags", headers, { name: "Planted" });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("csrf_refused");
    }
    const entity = await create(s, { name: "Kept" });
    const del = await withCookie("DELETE", `/v1/entities/${entity.id}`, { origin: "https://evil.example" });
    expect(del.status).toBe(403);
    expect((await s.req("GET", "/v1/tags")).body.length).toBe(before);
    expect((await s.req("GET", `/v1/entities/${entity.id}`)).status).toBe(200);
  });

  it("a Bearer header is unaffected by Origin, and wins over a cookie", async () => {
    const other = await signUp(svc, "Other");
    const res = await svc.app.request("http://localhost/api/v1/users/self", {
      headers: { authorization: other.token, cookie, origin: "https://elsewhere.example" },
    });
    expect(((await res.json()) as { item: { email: string } }).item.email).toBe(other.email);
    const write = await other.req("POST", "/v1/tags", { name: "Scripted" }, { origin: "https://elsewhere.example" });
    expect(write.status).toBe(201);
  });
});

describe(`signing out of a cookie session (${TEST_DB})`, () => {
  it("clears every cookie and the token is dead afterwards", async () => {
    const svc = await startService();
    try {
      const s = await signUp(svc);
      const login = cookiesOf(await signIn(svc, "http://localhost/api/v1/users/login", s));
      const cookie = `hb.auth.token=${login.get("hb.auth.token")!.value}`;
      const out = await svc.app.request("http://localhost/api/v1/users/logout", {
        method: "POST",
        headers: { cookie, "sec-fetch-site": "same-origin" },
      });
      expect(out.status).toBe(204);
      const cleared = cookiesOf(out);
      expect([...cleared.keys()].sort()).toEqual([...NAMES].sort());
      for (const { value, attrs } of cleared.values()) {
        expect(value).toBe("");
        expect(attrs).toContain("Max-Age=0");
      }
      const after = await svc.app.request("http://localhost/api/v1/users/self", { headers: { cookie } });
      expect(after.status).toBe(401);
      const withHeader = await svc.app.request("http://localhost/api/v1/users/self", {
        headers: { authorization: `Bearer ${login.get("hb.auth.token")!.value}` },
      });
      expect(withHeader.status).toBe(401);
      // Signing out everywhere clears them too.
      const again = cookiesOf(await signIn(svc, "http://localhost/api/v1/users/login", s));
      const everywhere = await svc.app.request("http://localhost/api/v1/users/logout/all", {
        method: "POST",
        headers: { cookie: `hb.auth.token=${again.get("hb.auth.token")!.value}`, origin: "http://localhost" },
      });
      expect(everywhere.status).toBe(204);
      expect([...cookiesOf(everywhere).values()].map((c) => c.attrs)).toEqual(
        NAMES.map(() => expect.arrayContaining(["Max-Age=0"])),
      );
    } finally {
      await svc.close();
    }
  });
});

describe(`cookies behind HTTPS (${TEST_DB})`, () => {
  it("are Secure when the request came over HTTPS", async () => {
    const svc = await startService();
    try {
      const s = await signUp(svc);
      const jar = cookiesOf(await signIn(svc, "https://inventory.example/api/v1/users/login", s));
      for (const name of NAMES) expect(jar.get(name)!.attrs, name).toContain("Secure");
    } finally {
      await svc.close();
    }
  });

  it("are Secure, and PUBLIC_URL's origin may write, when PUBLIC_URL is https (a TLS proxy in front)", async () => {
    const svc = await startService({ env: { PUBLIC_URL: "https://inventory.example" } });
    try {
      const s = await signUp(svc);
      const jar = cookiesOf(await signIn(svc, "http://10.0.0.5:7745/api/v1/users/login", s));
      for (const name of NAMES) expect(jar.get(name)!.attrs, name).toContain("Secure");
      const res = await svc.app.request("http://10.0.0.5:7745/api/v1/tags", {
        method: "POST",
        headers: {
          cookie: `hb.auth.token=${jar.get("hb.auth.token")!.value}`,
          origin: "https://inventory.example",
          "content-type": "application/json",
        },
        body: JSON.stringify({ name: "Proxied" }),
      });
      expect(res.status).toBe(201);
    } finally {
      await svc.close();
    }
  });
});
