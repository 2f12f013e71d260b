import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import {
  authEndpoints,
  callPath,
  entityTypeEndpoints,
  groupEndpoints,
  type AnswerOf,
  type CallArgs,
  type Endpoint,
  type LoginResult,
} from "../../contract";

/**
 * Accounts and sessions for specs that do not test sign-in itself: register and log in through the API
 * (ALLOW_REGISTRATION=true on the e2e server, so every call makes a fresh group), then hand the session to
 * the SPA through localStorage, exactly where the sign-in page would put it.
 */
export const PASSWORD = "correct horse battery";

/** Authenticated JSON calls to the API; a failed call fails the test with the service's answer. */
export interface Api {
  /** Calls an endpoint of the contract: params, query and body typed by its definition, and so is the answer. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>>;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  session: LoginResult;
  api: Api;
  itemTypeId: string;
  locationTypeId: string;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** An API client on `request`, signed in with `token` when there is one; `basePath` is the service's BASE_PATH. */
function apiFor(request: APIRequestContext, token?: string, basePath = ""): Api {
  return {
    async call(endpoint, ...[input]) {
      const method = endpoint.method.toUpperCase();
      const path = callPath(endpoint, input);
      const res = await request.fetch(`${basePath}/api${path}`, {
        method,
        headers: token ? { authorization: token } : {},
        data: input?.body,
      });
      expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
      return res.status() === 204 ? undefined : await res.json();
    },
  };
}

/** Registers a fresh account (a group of its own) and signs it in through the API. */
export async function createAccount(request: APIRequestContext, name = "Tester", basePath = ""): Promise<Account> {
  const email = uniqueEmail();
  const anonymous = apiFor(request, undefined, basePath);
  await anonymous.call(authEndpoints.register, { body: { name, email, password: PASSWORD } });
  const session = await anonymous.call(authEndpoints.login, {
    body: { username: email, password: PASSWORD, stayLoggedIn: false },
  });
  const api = apiFor(request, session.token, basePath);
  const types = await api.call(entityTypeEndpoints.list);
  return {
    name,
    email,
    password: PASSWORD,
    session,
    api,
    itemTypeId: types.find((t) => !t.isLocation)!.id,
    locationTypeId: types.find((t) => t.isLocation)!.id,
  };
}

/** Signs the browser context in as `account` (on the e2e service unless `origin` says): its next page load opens the app as that user. */
export async function signIn(
  context: BrowserContext,
  account: Account,
  origin = test.info().project.use.baseURL!,
): Promise<void> {
  // An open app would see its session vanish mid-switch and navigate to sign-in, racing the next goto.
  for (const page of context.pages()) if (page.url() !== "about:blank") await page.goto("about:blank");
  await context.setStorageState({
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: "inventory.session", value: JSON.stringify(account.session) },
          { name: "inventory.signedInBefore", value: "1" },
        ],
      },
    ],
  });
}

/** Sets the group's currency (Settings → Group), which every price is written in. */
export async function setGroupCurrency(account: Account, currency: string): Promise<void> {
  const group = await account.api.call(groupEndpoints.get);
  await account.api.call(groupEndpoints.update, { body: { name: group.name, currency } });
}
