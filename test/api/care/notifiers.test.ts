import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { NotifierOut, notifierEndpoints as notifiers, reminderEndpoints as reminders } from "../../../contract";
import { NOT_DELIVERED } from "../../../server/notifiers/notifications";
import { expectError } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";
import { joinAs } from "../teams/team";
import {
  startNotificationStub,
  STUB_SMTP_PASSWORD,
  STUB_SMTP_USER,
  type NotificationStub,
} from "../../stubs/notification-services";

const SECRET_KEY = "test notifier key";
let stub: NotificationStub;
const env: Record<string, string> = {};

beforeAll(async () => {
  stub = await startNotificationStub();
  Object.assign(env, stub.env(), {
    NOTIFIER_SECRET_KEY: SECRET_KEY,
    NOTIFIER_TIMEOUT_MS: "300",
    NOTIFIER_RETRY_DELAY_MS: "5",
    NOTIFIER_ATTEMPTS: "3",
  });
});
afterAll(() => stub.close());

describe("notifiers (docs/notifications.md)", () => {
  const { svc, s, users } = useSignedInService({ names: ["Owner", "Stranger"], env });
  const other = users[1];
  let logs: MockInstance[] = [];

  beforeEach(() => {
    stub.received.length = 0;
    stub.mails.length = 0;
    logs = (["log", "info", "warn", "error", "debug"] as const).map((m) => vi.spyOn(console, m));
  });
  afterEach(() => {
    // No secret of any URL below ever reaches the log.
    const text = logged();
    for (const secret of [
      "tk_ntfy",
      "APPTOKEN",
      "disc0rdT0ken",
      "BBB",
      "123456:ABCDEF",
      STUB_SMTP_PASSWORD,
      "hook-secret",
    ]) {
      expect(text).not.toContain(secret);
    }
    vi.restoreAllMocks();
  });

  const urls = () => ({
    generic: `generic+http://${stub.hostPort}/hook-secret?source=inventory`,
    ntfy: `ntfy://:tk_ntfy@${stub.hostPort}/alerts?scheme=http`,
    gotify: `gotify://${stub.hostPort}/gotify/APPTOKEN?disabletls=yes`,
    discord: "discord://disc0rdT0ken@98765",
    slack: "slack://hook:AAA-BBB-CCC@webhook",
    telegram: "telegram://123456:ABCDEF@telegram?chats=42,@family",
    smtp: `smtp://${STUB_SMTP_USER}:${STUB_SMTP_PASSWORD}@127.0.0.1:${stub.smtpPort}/?from=inventory@example.com&to=me@example.com,you@example.com&encryption=none`,
  });

  const add = async (name: string, url: string, isActive = true) => {
    const res = await s.call(notifiers.create, { body: { name, url, isActive } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return NotifierOut.parse(res.body);
  };
  const test = (body: object, who = s) => who.req("POST", "/v1/notifiers/test", body);
  /** What the service logged of failed deliveries: the reasons the user's generic message leaves out. */
  const logged = () => logs.flatMap((spy) => spy.mock.calls.flat().map(String)).join("\n");

  it("masks every URL in every answer, and stores it encrypted", async () => {
    const made = await Promise.all(Object.entries(urls()).map(([name, url]) => add(name, url)));
    const listed = (await s.call(notifiers.list)).body;
    for (const [i, [scheme, url]] of Object.entries(urls()).entries()) {
      const out = made[i]!;
      expect(out.scheme).toBe(scheme);
      const seen = JSON.stringify([out, listed.find((n) => n.id === out.id)]);
      const secretParts = new URL(url).password || new URL(url).username || new URL(url).pathname;
      expect(seen).not.toContain(secretParts);
      expect(out.url).toContain("***");
    }
    expect(listed.find((n) => n.scheme === "ntfy")?.url).toBe(`ntfy://***@${stub.hostPort}/***`);
    const rows = await svc.db.kysely.selectFrom("notifiers").select("url").execute();
    for (const row of rows) {
      expect(row.url).toMatch(/^aes256gcm:/);
      for (const part of ["tk_ntfy", "APPTOKEN", "disc0rdT0ken", "example.com", "hook-secret"])
        expect(row.url).not.toContain(part);
    }
  });

  it("delivers a test message in each scheme's own format", async () => {
    const u = urls();
    for (const url of Object.values(u)) expect((await test({ url })).status, url).toBe(200);
    const by = (path: string) => stub.received.filter((r) => r.path.startsWith(path));
    expect(JSON.parse(by("/hook-secret")[0]!.body)).toEqual({
      title: "Test message",
      message: expect.stringContaining("Test message"),
    });
    expect(by("/hook-secret")[0]!.path).toBe("/hook-secret?source=inventory");
    const ntfy = by("/alerts")[0]!;
    expect(ntfy.headers).toMatchObject({ authorization: "Bearer tk_ntfy", title: "Test message" });
    expect(ntfy.body).toContain("Test message from your inventory");
    const gotify = by("/gotify/message")[0]!;
    expect(gotify.headers["x-gotify-key"]).toBe("APPTOKEN");
    expect(JSON.parse(gotify.body)).toMatchObject({ title: "Test message", priority: 5 });
    expect(JSON.parse(by("/api/webhooks/98765/disc0rdT0ken")[0]!.body).content).toContain("Test message");
    expect(JSON.parse(by("/services/AAA/BBB/CCC")[0]!.body).text).toContain("Test message");
    const telegram = by("/bot123456:ABCDEF/sendMessage").map((r) => JSON.parse(r.body).chat_id);
    expect(telegram).toEqual(["42", "@family"]);
    expect(stub.mails).toHaveLength(1);
    expect(stub.mails[0]).toMatchObject({
      from: "inventory@example.com",
      to: ["me@example.com", "you@example.com"],
      user: STUB_SMTP_USER,
    });
    expect(stub.mails[0]!.raw).toContain("Subject: Test message");
  });

  it("records the last success and the last error on a saved notifier; the error names no secret", async () => {
    const good = await add("Good", urls().generic);
    const bad = await add("Refused", `generic+http://${stub.hostPort}/status/401/hook-secret`);
    expect((await test({ id: good.id })).body).toEqual({ delivered: true });
    const refused = await test({ id: bad.id });
    expectError(refused, 502);
    expect(refused.body.error).toBe(`Not delivered: ${NOT_DELIVERED}.`);
    expect(logged()).toContain("failed: the service answered HTTP 401");
    const listed = (await s.req("GET", "/v1/notifiers")).body as NotifierOut[];
    expect(listed.find((n) => n.id === good.id)).toMatchObject({ lastError: "" });
    expect(listed.find((n) => n.id === good.id)!.lastSuccessAt).not.toBe("");
    const failed = listed.find((n) => n.id === bad.id)!;
    expect(failed.lastError).toBe(NOT_DELIVERED);
    expect(failed.lastErrorAt).not.toBe("");
    expect(failed.lastSuccessAt).toBe("");
  });

  it("retries what may pass, a bounded number of times; a timeout is a failure", async () => {
    expect((await test({ url: `generic+http://${stub.hostPort}/fail-twice/a` })).status).toBe(200);
    expect(stub.received.filter((r) => r.path === "/fail-twice/a")).toHaveLength(3);

    const busy = await test({ url: `generic+http://${stub.hostPort}/status/500/x` });
    expectError(busy, 502);
    expect(logged()).toContain("HTTP 500 (after 3 attempts)");
    expect(stub.received.filter((r) => r.path === "/status/500/x")).toHaveLength(3);

    expectError(await test({ url: `generic+http://${stub.hostPort}/status/404/y` }), 502);
    expect(stub.received.filter((r) => r.path === "/status/404/y")).toHaveLength(1);

    const hang = await test({ url: `generic+http://${stub.hostPort}/hang/z` });
    expectError(hang, 502);
    expect(logged()).toContain("no answer within 300 ms (after 3 attempts)");
    expect(stub.received.filter((r) => r.path === "/hang/z")).toHaveLength(3);

    // A redirect is a failed delivery, neither followed (it could leave the address policy) nor tried again.
    expectError(await test({ url: `generic+http://${stub.hostPort}/status/302/r` }), 502);
    expect(stub.received.filter((r) => r.path === "/status/302/r")).toHaveLength(1);
    expect(stub.received.filter((r) => r.path.startsWith("/redirected/"))).toHaveLength(0);
    expect(logged()).toContain("answered a redirect (HTTP 302)");

    const mail = await test({ url: urls().smtp.replace(STUB_SMTP_PASSWORD, "wrong") });
    expectError(mail, 502);
    expect(mail.body.error).toBe(`Not delivered: ${NOT_DELIVERED}.`);
    expect(logged()).toContain("EAUTH");
  });

  it("refuses bad URLs and bodies with 422 and changes nothing; PUT without url keeps it", async () => {
    for (const url of [
      "not a url",
      "bark:key@host",
      "discord://98765",
      "telegram://tok@telegram",
      "smtp://host/?to=me@example.com",
    ]) {
      expectError(await s.req("POST", "/v1/notifiers", { name: "x", url }), 422, ["url"]);
    }
    expectError(await s.req("POST", "/v1/notifiers", { name: "", isActive: "yes", url: urls().slack }), 422, [
      "name",
      "isActive",
    ]);
    expectError(await test({}), 422);
    expectError(await test({ url: "bark://x@y" }), 422, ["url"]);
    const n = await add("Phone", urls().ntfy);
    const renamed = await s.call(notifiers.update, {
      params: { id: n.id },
      body: { name: "My phone", isActive: false },
    });
    expect(renamed.body).toMatchObject({ name: "My phone", isActive: false, url: n.url });
    expect((await test({ id: n.id })).status).toBe(200);
    expect(stub.received.filter((r) => r.path === "/alerts")).toHaveLength(1);
    expectError(await s.req("PUT", `/v1/notifiers/${n.id}`, { name: "x", url: "gopher:nope" }), 422, ["url"]);
    expect((await s.req("GET", "/v1/notifiers")).body.find((x: NotifierOut) => x.id === n.id).name).toBe("My phone");
  });

  it("keeps a URL of any scheme as Homebox does, and says at delivery that it cannot send to it", async () => {
    const bark = await add("Bark", "bark://devicekey@api.day.app");
    expect(bark).toMatchObject({ scheme: "bark", url: "bark://***" });
    const pushover = await add("Pushover", "pushover://shoutrrr:apitoken@userkey/?devices=phone");
    expect(pushover).toMatchObject({ scheme: "pushover", url: "pushover://***" });
    expect(JSON.stringify((await s.call(notifiers.list)).body)).not.toContain("devicekey");

    const sent = await test({ id: bark.id });
    expect(sent.status).toBe(502);
    expect(sent.body.error).toMatch(/cannot send to \(bark\); supported: generic, ntfy/);
    const listed = (await s.call(notifiers.list)).body.find((x) => x.id === bark.id);
    expect(listed?.lastError).toMatch(/cannot send to \(bark\)/);
    expect(stub.received).toEqual([]);
  });

  it("PUT with url: null keeps the stored URL, as Homebox's clients send it", async () => {
    const n = await add("Webhook", urls().generic);
    const put = await s.req("PUT", `/v1/notifiers/${n.id}`, { name: "Hook", isActive: true, url: null });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ name: "Hook", url: n.url, scheme: "generic" });
    expect((await test({ id: n.id })).status).toBe(200);
    expect(stub.received.filter((r) => r.path.startsWith("/hook-secret"))).toHaveLength(1);
    const bark = await add("Bark", "bark://devicekey@api.day.app");
    const renamed = await s.req("PUT", `/v1/notifiers/${bark.id}`, { name: "Bark 2", isActive: false, url: null });
    expect(renamed.body).toMatchObject({ name: "Bark 2", url: "bark://***", scheme: "bark" });
  });

  it("another group sees and touches none of them", async () => {
    const n = await add("Mine", urls().discord);
    expect((await other.req("GET", "/v1/notifiers")).body).toEqual([]);
    expectError(await other.req("PUT", `/v1/notifiers/${n.id}`, { name: "x" }), 404);
    expectError(await other.req("DELETE", `/v1/notifiers/${n.id}`), 404);
    expectError(await test({ id: n.id }, other), 404);
    expect((await s.call(notifiers.remove, { params: { id: n.id } })).status).toBe(204);
  });

  it("an editor sees the notifiers and the reminder settings; only an owner changes or tests them", async () => {
    const n = await add("Owner's", urls().discord);
    const editor = await joinAs(svc, s, "editor", "Eddie");
    expect((await editor.call(notifiers.list)).body.map((x) => x.id)).toContain(n.id);
    expect((await editor.call(reminders.settings)).body).toEqual({ warrantyDays: 30 });
    expectError(await editor.call(notifiers.create, { body: { name: "x", url: urls().discord } }), 403);
    expectError(await editor.call(notifiers.update, { params: { id: n.id }, body: { name: "x" } }), 403);
    expectError(await editor.call(notifiers.remove, { params: { id: n.id } }), 403);
    expectError(await editor.call(notifiers.test, { body: { id: n.id } }), 403);
    expectError(await editor.call(reminders.saveSettings, { body: { warrantyDays: 5 } }), 403);
    expect(stub.received).toEqual([]);
    expect((await s.call(notifiers.list)).body.find((x) => x.id === n.id)?.name).toBe("Owner's");
    expect((await s.call(reminders.settings)).body).toEqual({ warrantyDays: 30 });
  });

  it("a user sends at most 30 test messages a minute: the next is 429 with Retry-After, and not sent", async () => {
    const url = `generic+http://${stub.hostPort}/limit-check`;
    for (let i = 0; i < 30; i++) expect((await test({ url }, other)).status).toBe(200);
    const refused = await test({ url }, other);
    expectError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(stub.received.filter((r) => r.path === "/limit-check")).toHaveLength(30);
    // Counted per user: the owner of the other group still sends.
    expect((await test({ url })).status).toBe(200);
  });
});
