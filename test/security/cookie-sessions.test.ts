import { beforeAll, describe, expect, it } from "vitest";
import { apiKeyEndpoints } from "../../contract";
import { create } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { TEST_DB } from "../support/service";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

/**
 * The cookie session of Homebox's web app, attacked (docs/api.md, "Homebox compatibility"): a page of another
 * site rides the cookie, a cookie stands in for a URL token, or the wrong token sits in the cookie.
 */
describe(`hostile use of the session cookie (${TEST_DB})`, () => {
  const { svc, s } = useSignedInService();
  let token = "";
  let downloadPath = "";
  let groupId = "";
  beforeAll(async () => {
    token = s.token.replace(/^Bearer /, "");
    const entity = await create(s, { name: "with a photo" });
    const form = new FormData();
    form.append("file", new Blob([PNG], { type: "image/png" }), "dot.png");
    const uploaded = await s.req("POST", `/v1/entities/${entity.id}/attachments`, form);
    downloadPath = `/v1/entities/${entity.id}/attachments/${uploaded.body.attachments[0].id}`;
    groupId = (await s.req("GET", "/v1/users/self")).body.item.defaultGroupId;
  });

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    svc.app.request(`http://localhost/api${path}`, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it("a cross-site form post, PUT, PATCH or DELETE riding the cookie is refused before anything changes", async () => {
    const entity = await create(s, { name: "Target" });
    const cookie = `hb.auth.token=${token}`;
    const crossSite = { cookie, "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    const attempts: Array<[string, string, unknown]> = [
      ["POST", "/v1/entities", { name: "Planted" }],
      ["PUT", `/v1/entities/${entity.id}`, { name: "Renamed" }],
      ["PATCH", `/v1/entities/${entity.id}`, { name: "Renamed" }],
      ["DELETE", `/v1/entities/${entity.id}`, undefined],
      ["POST", "/v1/users/logout", undefined],
      ["POST", "/v1/users/self/api-keys", { name: "Stolen" }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await send(method, path, crossSite, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("csrf_refused");
    }
    // A form post with a text/plain body (no preflight) is refused the same way.
    const form = await svc.app.request("http://localhost/api/v1/tags", {
      method: "POST",
      headers: { cookie, "content-type": "text/plain", origin: "https://evil.example" },
      body: JSON.stringify({ name: "Planted" }),
    });
    expect(form.status).toBe(403);
    const after = await s.req("GET", `/v1/entities/${entity.id}`);
    expect(after.body.name).toBe("Target");
    expect((await s.req("GET", "/v1/entities?q=Planted&isLocation=any")).body.total).toBe(0);
    expect((await s.req("GET", "/v1/users/self")).status).toBe(200);
  });

  it("the cookie never opens an attachment URL: there only ?access_token= does, as Homebox's app sends it", async () => {
    const withCookie = await send("GET", downloadPath, { cookie: `hb.auth.token=${token}` });
    expect(withCookie.status).toBe(401);
    const withAttachmentCookie = await send("GET", downloadPath, {
      cookie: `hb.auth.attachment_token=${s.attachmentToken}`,
    });
    expect(withAttachmentCookie.status).toBe(401);
    // Homebox's authURL: the attachment token, and the selected collection as `tenant`.
    const homebox = `${downloadPath}?access_token=${encodeURIComponent(s.attachmentToken)}&tenant=${groupId}`;
    const res = await send("GET", homebox, {});
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it("only a sign-in's session token counts in the cookie: not the attachment token, not an API key", async () => {
    const attachment = await send("GET", "/v1/users/self", { cookie: `hb.auth.token=${s.attachmentToken}` });
    expect(attachment.status).toBe(401);
    const key = await s.call(apiKeyEndpoints.create, { body: { name: "In a cookie" } });
    const withKey = await send("GET", "/v1/users/self", { cookie: `hb.auth.token=${key.body.token}` });
    expect(withKey.status).toBe(401);
    const attachmentCookieAlone = await send("GET", "/v1/users/self", {
      cookie: `hb.auth.attachment_token=${s.attachmentToken}; hb.auth.session=true`,
    });
    expect(attachmentCookieAlone.status).toBe(401);
  });

  it("a forged or unknown cookie is a plain 401, never a 500", async () => {
    for (const value of ["nope", "a%00b", "x".repeat(5000), ""]) {
      const res = await send("GET", "/v1/users/self", { cookie: `hb.auth.token=${value}` });
      expect(res.status, value.slice(0, 10)).toBe(401);
    }
  });
});
