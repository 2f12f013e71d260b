import { expect, test, type Page } from "@playwright/test";
import { PROXY_SOURCE_ADDRESS, startForwardAuthProxy } from "../test/stubs/forward-auth-proxy";
import { resetLinkOf, startMailCatcher } from "../test/stubs/mail-catcher";
import { startOwnService, type OwnService } from "./support/own-service";
import { createAccount } from "./support/session";

/**
 * Sign-in by a trusted proxy's header and password reset by e-mail, on a service of this spec's own that
 * trusts only the local forward-auth proxy's address and mails through a local SMTP server that keeps what
 * it is sent (docs/decisions/034-proxy-sign-in-and-password-reset.md).
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let service: OwnService;
let proxy: Awaited<ReturnType<typeof startForwardAuthProxy>>;
const env = (extra: Record<string, string>) => (origin: string) => ({
  TRUSTED_PROXIES: PROXY_SOURCE_ADDRESS,
  SMTP_URL: mail.url,
  SMTP_FROM: "inventory@example.com",
  PUBLIC_URL: origin,
  ...extra,
});

test.beforeAll(async () => {
  mail = await startMailCatcher();
  service = await startOwnService(env({}));
  proxy = await startForwardAuthProxy(service.origin, { user: "ann", email: "ann.proxy@example.com", name: "Ann" });
});
test.afterAll(async () => {
  await proxy?.close();
  await service?.dispose();
  await mail.close();
});

/** The e-mail of the session the page holds, as the service knows it. */
const signedInEmail = (page: Page) =>
  page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem("inventory.session") ?? "{}") as { token?: string };
    const res = await fetch("/api/v1/users/self", { headers: { authorization: token ?? "" } });
    return ((await res.json()) as { item?: { email: string } }).item?.email;
  });

test("the proxy's person is signed in without a form; the same headers straight from a browser are ignored", async ({
  browser,
}) => {
  const behind = await browser.newContext({ baseURL: proxy.origin });
  const page = await behind.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  expect(await signedInEmail(page)).toBe("ann.proxy@example.com");
  await behind.close();

  const spoofing = await browser.newContext({
    baseURL: service.origin,
    extraHTTPHeaders: {
      "Remote-User": "ann",
      "Remote-Email": "ann.proxy@example.com",
      "X-Forwarded-For": PROXY_SOURCE_ADDRESS,
    },
  });
  const direct = await spoofing.newPage();
  await direct.goto("/sign-in?chosen=1");
  await expect(direct.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect((await spoofing.request.post("/api/v1/users/login/proxy")).status()).toBe(401);
  await spoofing.close();
});

test("a forgotten password is reset from the mailed link, which works only once", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: service.origin });
  const account = await createAccount(context.request);
  const page = await context.newPage();
  await page.goto("/sign-in?chosen=1");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  const before = mail.mails.length;
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("a mail with a link");
  const link = resetLinkOf(await mail.mailNumber(before + 1));

  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password (at least 8 characters)").fill("a brand new password");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("a brand new password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();

  const second = await context.newPage();
  await second.goto(link.pathname + link.search);
  await second.getByLabel("New password (at least 8 characters)").fill("an attacker's password");
  await second.getByRole("button", { name: "Set the new password" }).click();
  await expect(second.getByRole("alert")).toContainText("This reset link is unknown, already used or expired");
  await context.close();
});

test.describe("on a service whose links last 1.2 s", () => {
  let quick: OwnService;
  test.beforeAll(async () => {
    quick = await startOwnService(env({ PASSWORD_RESET_MINUTES: "0.02" }));
  });
  test.afterAll(() => quick?.dispose());

  test("a reset link is refused once it has expired", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: quick.origin });
    const account = await createAccount(context.request);
    const before = mail.mails.length;
    expect(
      (await context.request.post("/api/v1/users/forgot-password", { data: { email: account.email } })).status(),
    ).toBe(204);
    const link = resetLinkOf(await mail.mailNumber(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const page = await context.newPage();
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New password (at least 8 characters)").fill("too late a password");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await expect(page.getByRole("alert")).toContainText("This reset link is unknown, already used or expired");
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
    await context.close();
  });
});
