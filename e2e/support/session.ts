import { expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Accounts and sessions for specs that do not test sign-in itself: register and log in through the
 * API (ALLOW_REGISTRATION=true on the e2e server, so every call makes a fresh group), then hand the
 * session to the SPA through localStorage, exactly where the sign-in page would put it.
 */
export const PASSWORD = "correct horse battery";
const SESSION_KEY = "inventory.session";

export interface Session {
  token: string;
  attachmentToken: string;
  expiresAt: string;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  session: Session;
  /** Authenticated JSON calls to the API (paths under /api, e.g. `/v1/tags`). */
  api: {
    get<T = any>(path: string): Promise<T>;
    post<T = any>(path: string, body: unknown): Promise<T>;
    put<T = any>(path: string, body: unknown): Promise<T>;
  };
  itemTypeId: string;
  locationTypeId: string;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function createAccount(request: APIRequestContext, name = "Tester"): Promise<Account> {
  const email = uniqueEmail();
  const reg = await request.post("/api/v1/users/register", { data: { name, email, password: PASSWORD } });
  expect(reg.status(), await reg.text()).toBe(204);
  const login = await request.post("/api/v1/users/login", {
    data: { username: email, password: PASSWORD, stayLoggedIn: false },
  });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as Session;
  const headers = { authorization: session.token };
  const call = async (method: "get" | "post" | "put", path: string, body?: unknown) => {
    const res = await request[method](`/api${path}`, { headers, data: body });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.status() === 204 ? undefined : res.json();
  };
  const types = (await call("get", "/v1/entity-types")) as { id: string; isLocation: boolean }[];
  return {
    name,
    email,
    password: PASSWORD,
    session,
    api: {
      get: (path) => call("get", path),
      post: (path, body) => call("post", path, body),
      put: (path, body) => call("put", path, body),
    },
    itemTypeId: types.find((t) => !t.isLocation)!.id,
    locationTypeId: types.find((t) => t.isLocation)!.id,
  };
}

/** Puts the account's session into the page's localStorage, then opens `path` signed in. */
export async function openSignedIn(page: Page, account: Account, path = "/"): Promise<void> {
  // Any same-origin document will do to reach localStorage; the status endpoint is public and tiny.
  await page.goto("/api/v1/status");
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      localStorage.setItem("inventory.signedInBefore", "1");
    },
    [SESSION_KEY, JSON.stringify(account.session)] as const,
  );
  await page.goto(path);
}

/** A fresh account, signed in, on `path`. */
export async function signedInPage(page: Page, request: APIRequestContext, path = "/"): Promise<Account> {
  const account = await createAccount(request);
  await openSignedIn(page, account, path);
  return account;
}

/** Sets the group's currency (Settings → Group), which every price is written in. */
export async function setGroupCurrency(account: Account, currency: string): Promise<void> {
  const group = await account.api.get<{ name: string }>("/v1/groups");
  await account.api.put("/v1/groups", { name: group.name, currency });
}
