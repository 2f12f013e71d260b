import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { call } from "../load/http-service";
import { immutableFlagWorks, setImmutable } from "../faults/immutable";
import { killHard, startServiceProcess, type ServiceProcess } from "../faults/service-process";

/**
 * Whatever happens, the service's own output (stdout and stderr of the real process) never holds a
 * password, a session token or an attachment token: not on sign-in, not on refusals, not when a write
 * fails on the server's side and the error is logged.
 */
const PASSWORD = "pw-that-must-never-be-logged-4711";
const dataDir = mkdtempSync(path.join(tmpdir(), "inv-logs-"));
let proc: ServiceProcess | undefined;
afterAll(async () => {
  if (proc) await killHard(proc);
  setImmutable(dataDir, false);
  rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

it("never writes a password or a token to its logs", async () => {
  proc = await startServiceProcess({ DATA_DIR: dataDir, ALLOW_REGISTRATION: "true" });
  const base = proc.url + "/api";
  const email = "logs@example.com";
  expect(
    (await call(base, "POST", "/v1/users/register", { body: { name: "L", email, password: PASSWORD } })).status,
  ).toBe(204);
  expect(
    (await call(base, "POST", "/v1/users/register", { body: { name: "L", email, password: PASSWORD } })).status,
  ).toBe(409);
  expect(
    (await call(base, "POST", "/v1/users/login", { body: { username: email, password: `${PASSWORD}-wrong` } })).status,
  ).toBe(401);
  const login = await call(base, "POST", "/v1/users/login", { body: { username: email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const token: string = login.body.token;
  const raw = token.replace(/^Bearer /, "");
  const attachmentToken: string = login.body.attachmentToken;

  const entity = await call(base, "POST", "/v1/entities", { token, body: { name: "logged?" } });
  const form = new FormData();
  form.append("file", new Blob([PNG], { type: "image/png" }), "dot.png");
  const uploaded = await fetch(`${base}/v1/entities/${entity.body.id}/attachments`, {
    method: "POST",
    headers: { authorization: token },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const attachmentId = ((await uploaded.json()) as { attachments: Array<{ id: string }> }).attachments[0]!.id;
  const download = await fetch(
    `${base}/v1/entities/${entity.body.id}/attachments/${attachmentId}?access_token=${attachmentToken}`,
  );
  expect(download.status).toBe(200);
  // Refusals: the attachment token where a session token is needed, a malformed body, a bad id.
  expect((await call(base, "GET", "/v1/users/self", { token: attachmentToken })).status).toBe(401);
  expect((await call(base, "GET", "/v1/entities/not-a-uuid", { token })).status).toBe(400);
  expect((await call(base, "PATCH", `/v1/entities/${entity.body.id}`, { token, body: { quantity: -1 } })).status).toBe(
    422,
  );

  // A write that fails on the server's side is logged: make the data directory refuse writes.
  if (immutableFlagWorks()) {
    setImmutable(dataDir, true);
    const failed = await call(base, "PATCH", `/v1/entities/${entity.body.id}`, { token, body: { quantity: 3 } });
    const failedLogin = await call(base, "POST", "/v1/users/login", { body: { username: email, password: PASSWORD } });
    setImmutable(dataDir, false);
    expect(failed.status).toBe(503);
    expect(failedLogin.status).toBe(503);
    expect(proc.output()).toMatch(/\[storage\] PATCH/);
  }
  expect((await call(base, "POST", "/v1/users/logout", { token })).status).toBe(204);
  expect((await call(base, "GET", "/v1/users/self", { token })).status).toBe(401);

  const logs = proc.output();
  expect(logs).toMatch(/running at/);
  for (const secret of [PASSWORD, raw, attachmentToken]) expect(logs).not.toContain(secret);
});
