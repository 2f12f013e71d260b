import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../server/auth/passwords";
import { sessionCacheFor } from "../../server/auth/session-cache";
import { authEndpoints } from "../../contract";
import { callEndpoint, request, signUp, type Session } from "../support/client";
import { create, expectError } from "../support/fixtures";
import { startService, TEST_DB, type TestService } from "../support/service";

/**
 * Expired and revoked credentials, both kinds: the session token (every operation) and the attachment
 * token (downloads through `?access_token=`). test/api/auth.test.ts covers the session token's expiry,
 * logout and the 429 on brute force; this adds the attachment token, which outlives nothing it came with.
 */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe(`expired and revoked tokens (${TEST_DB})`, () => {
  let svc: TestService;
  let s: Session;
  let downloadPath: string;
  beforeEach(async () => {
    svc = await startService();
    s = await signUp(svc);
    const entity = await create(s, { name: "with a photo" });
    const form = new FormData();
    form.append("file", new Blob([PNG], { type: "image/png" }), "dot.png");
    const uploaded = await s.req("POST", `/v1/entities/${entity.id}/attachments`, form);
    downloadPath = `/v1/entities/${entity.id}/attachments/${uploaded.body.attachments[0].id}`;
  });
  afterEach(() => svc.close());

  const download = (token: string) => request(svc, "GET", `${downloadPath}?access_token=${encodeURIComponent(token)}`);
  // An edit of auth_tokens by hand reaches the service when its session cache lapses (README,
  // SESSION_CACHE_SECONDS); the test clears the cache instead of waiting for that.
  const expire = async (raw: string) => {
    await svc.db.kysely
      .updateTable("auth_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashToken(raw))
      .execute();
    sessionCacheFor(svc.db).clear();
  };

  it("an attachment token opens the download until it expires, then 401", async () => {
    expect((await download(s.attachmentToken)).status).toBe(200);
    await expire(s.attachmentToken);
    expectError(await download(s.attachmentToken), 401);
  });

  it("an expired session token is refused for downloads too, with or without Bearer", async () => {
    const raw = s.token.replace(/^Bearer /, "");
    await expire(raw);
    expectError(await request(svc, "GET", downloadPath, undefined, { authorization: s.token }), 401);
    expectError(await request(svc, "GET", downloadPath, undefined, { authorization: raw }), 401);
  });

  it("signing out revokes the session token and the attachment token that came with it", async () => {
    const other = await callEndpoint(svc, authEndpoints.login, {
      body: { username: s.email, password: "correct horse battery" },
    });
    // Both tokens are in use (and so in the service's session cache) when the user signs out.
    expect((await s.call(authEndpoints.self)).status).toBe(200);
    expect((await download(s.attachmentToken)).status).toBe(200);
    expect((await s.call(authEndpoints.logout)).status).toBe(204);
    expectError(await s.call(authEndpoints.self), 401);
    expectError(await download(s.attachmentToken), 401);
    // Another sign-in of the same user (another device) stays signed in.
    const otherDevice = { headers: { authorization: other.body.token } };
    expect((await callEndpoint(svc, authEndpoints.self, otherDevice)).status).toBe(200);
    expect((await download(other.body.attachmentToken)).status).toBe(200);
  });

  it("a revoked token stays revoked: signing out twice is a 401, not a 500", async () => {
    expect((await s.call(authEndpoints.logout)).status).toBe(204);
    expectError(await s.call(authEndpoints.logout), 401);
  });
});
