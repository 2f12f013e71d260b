import { afterEach, describe, expect, it, vi } from "vitest";
import { authEndpoints, signInWayEndpoints as endpoints } from "../../contract";
import { loadConfig } from "../../server/config";
import { callEndpoint, signUp, type Session } from "../support/client";
import { startService, type TestService } from "../support/service";
import { listen } from "../support/web-socket";
import { resetLinkOf, startMailCatcher } from "../stubs/mail-catcher";

const PASSWORD = "correct horse battery";

describe("password reset by e-mail", () => {
  let svc: TestService;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  afterEach(async () => {
    vi.useRealTimers();
    await svc.close();
    await catcher.close();
  });

  async function start(env: Record<string, string> = {}) {
    catcher = await startMailCatcher();
    const smtp = { SMTP_URL: catcher.url, SMTP_FROM: "inventory@example.com", PUBLIC_URL: "https://inv.example.com" };
    svc = await startService({ env: { ...smtp, ...env } });
  }
  const forgot = (email: string) => callEndpoint(svc, endpoints.forgotPassword, { body: { email } });
  const reset = (token: string, password = "a new long password") =>
    callEndpoint(svc, endpoints.resetPassword, { body: { token, password } });
  const login = (username: string, password: string) =>
    callEndpoint(svc, authEndpoints.login, { body: { username, password } });
  const tokenOf = async (n: number) => resetLinkOf(await catcher.mailNumber(n)).searchParams.get("token")!;

  it("answers the same for unknown and known addresses, and mails only the account's owner", async () => {
    await start();
    const ann = await signUp(svc);
    const unknown = await forgot("nobody@example.com");
    const known = await forgot(ann.email.toUpperCase());
    expect([unknown.status, known.status]).toEqual([204, 204]);
    expect(unknown.body).toEqual(known.body);
    const mail = await catcher.mailNumber(1);
    // Mails go out one after the other: the unknown address, asked first, has been dealt with by now.
    expect(catcher.mails).toHaveLength(1);
    expect(mail.to).toEqual([ann.email]);
    expect(resetLinkOf(mail).origin).toBe("https://inv.example.com");
  });

  it("sets the new password once, ends every session, and refuses the link the second time", async () => {
    await start();
    const ann: Session = await signUp(svc);
    await forgot(ann.email);
    const token = await tokenOf(1);
    expect((await reset(token)).status).toBe(204);
    expect((await ann.call(authEndpoints.self)).status).toBe(401);
    expect((await login(ann.email, PASSWORD)).status).toBe(401);
    expect((await login(ann.email, "a new long password")).status).toBe(200);

    const again = await reset(token, "yet another password");
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "reset_link_invalid" });
    expect((await login(ann.email, "yet another password")).status).toBe(401);
  });

  it("refuses a link after its hour, and an older link once a newer one is sent", async () => {
    await start();
    const ann = await signUp(svc);
    await forgot(ann.email);
    const older = await tokenOf(1);
    await forgot(ann.email);
    const newer = await tokenOf(2);
    expect(newer).not.toBe(older);
    expect((await reset(older)).status).toBe(400);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await reset(newer)).body).toMatchObject({ code: "reset_link_invalid" });
    expect((await login(ann.email, PASSWORD)).status).toBe(200);
  });

  it("refuses guessed tokens and a short password, and limits guessing per client", async () => {
    await start();
    const ann = await signUp(svc);
    await forgot(ann.email);
    const token = await tokenOf(1);
    expect((await reset(token, "short")).status).toBe(422);
    for (let i = 0; i < 5; i++) expect((await reset(`guess-${i}`)).status).toBe(400);
    const limited = await reset(token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await login(ann.email, PASSWORD)).status).toBe(200);
  });

  it("limits requests per address even from many clients behind a trusted proxy, and per client", async () => {
    await start({ TRUSTED_PROXIES: "127.0.0.1" });
    const direct = await listen(svc);
    try {
      const from = (client: string, email: string) =>
        fetch(`${direct.origin}/api/v1/users/forgot-password`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": client },
          body: JSON.stringify({ email }),
        }).then((r) => r.status);
      for (let i = 1; i <= 5; i++) expect(await from(`203.0.113.${i}`, "target@example.com")).toBe(204);
      expect(await from("203.0.113.6", "target@example.com")).toBe(429);
      for (let i = 1; i <= 5; i++) expect(await from("198.51.100.1", `other${i}@example.com`)).toBe(204);
      expect(await from("198.51.100.1", "other6@example.com")).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("answers before the mail is sent: a mail server that is down changes nothing in the answer", async () => {
    await start({ SMTP_URL: "smtp://127.0.0.1:1" });
    const ann = await signUp(svc);
    expect((await forgot(ann.email)).status).toBe(204);
  });

  it("is off without SMTP_URL, and SMTP_URL needs PUBLIC_URL and SMTP_FROM", async () => {
    catcher = await startMailCatcher();
    svc = await startService();
    expect((await forgot("ann@example.com")).status).toBe(404);
    expect(() => loadConfig({ SMTP_URL: catcher.url, SMTP_FROM: "a@example.com" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: catcher.url, PUBLIC_URL: "https://x.example" })).toThrow(/SMTP_FROM/);
  });
});
