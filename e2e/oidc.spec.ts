import { expect, test, type Browser, type Page } from "@playwright/test";
import { LOCAL_CLIENT, startLocalProvider, type LocalProvider } from "../test/support/oidc-provider";
import { freePort, startOwnService, type OwnService } from "./support/own-service";
import { createAccount } from "./support/session";

/**
 * Single sign-on through a real OpenID provider (`oidc-provider`, its own login page) on a service of this
 * spec's own (docs/decisions/033-identity-model.md). The service starts before the provider listens: it
 * must not need the issuer until someone signs in.
 */
let provider: LocalProvider;
let service: OwnService;

test.beforeAll(async () => {
  const providerPort = await freePort();
  service = await startOwnService((origin) => ({
    OIDC_ISSUER_URL: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: LOCAL_CLIENT.clientId,
    OIDC_CLIENT_SECRET: LOCAL_CLIENT.clientSecret,
    OIDC_ALLOWED_GROUPS: "family",
    PUBLIC_URL: origin,
  }));
  provider = await startLocalProvider([`${service.origin}/api/v1/users/login/oidc/callback`], providerPort);
  provider.accounts.set("ada", { email: "ada.sso@example.com", email_verified: true, name: "Ada", groups: ["family"] });
  provider.accounts.set("eve", { email: "eve.sso@example.com", email_verified: true, name: "Eve", groups: ["guests"] });
});
test.afterAll(async () => {
  await service?.dispose();
  await provider?.close();
});

/** A fresh browser at the sign-in page that goes through the provider's own login form as `login`. */
async function signInWithProvider(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: service.origin });
  const page = await context.newPage();
  await page.goto("/sign-in?chosen=1");
  await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
  // The provider's development login form has placeholders, not labels.
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  return page;
}

/** The e-mail of the session the page holds, as the service knows it. */
const signedInEmail = (page: Page) =>
  page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem("inventory.session") ?? "{}") as { token?: string };
    const res = await fetch("/api/v1/users/self", { headers: { authorization: token ?? "" } });
    return ((await res.json()) as { item?: { email: string } }).item?.email;
  });

test("the first provider sign-in creates the account and the next finds it", async ({ browser }) => {
  const first = await signInWithProvider(browser, "ada");
  await expect(first.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  expect(await signedInEmail(first)).toBe("ada.sso@example.com");
  await first.context().close();

  const again = await signInWithProvider(browser, "ada");
  await expect(again.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  expect(await signedInEmail(again)).toBe("ada.sso@example.com");
  await again.context().close();
});

test("a person outside the allowed groups is told why and stays signed out", async ({ browser }) => {
  const page = await signInWithProvider(browser, "eve");
  await expect(page.getByRole("alert")).toHaveText(
    "Your account at the sign-in provider is not in a group that may use this inventory.",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(await signedInEmail(page)).toBeUndefined();
  await page.context().close();
});

test("an existing local account is linked with its password once", async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: service.origin });
  const local = await createAccount(request, "Grace");
  await request.dispose();
  provider.accounts.set("grace", { email: local.email, email_verified: true, name: "Grace", groups: ["family"] });

  const linking = await signInWithProvider(browser, "grace");
  await expect(linking.getByRole("heading", { level: 1, name: "Link your sign-in" })).toBeVisible();
  await expect(linking.getByLabel("Email")).toHaveValue(local.email);
  await linking.getByLabel("Password").fill(local.password);
  await linking.getByRole("button", { name: "Link and sign in" }).click();
  await expect(linking.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await linking.context().close();

  // From now on the provider alone signs Grace in, into the same account.
  const later = await signInWithProvider(browser, "grace");
  await expect(later.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  expect(await signedInEmail(later)).toBe(local.email);
  await later.context().close();
});
