import { test as base, type Page } from "@playwright/test";
import { createAccount, signIn, type Account } from "./session";

/** What a spec asks for instead of signing up and in by hand; each test gets its own fresh group. */
interface Fixtures {
  /** The name `account` signs up with (`test.use({ accountName })` where a page shows it). */
  accountName: string;
  /** A fresh account (a group of its own), made through the API; the browser is not signed in. */
  account: Account;
  /** The test's page, signed in as `account`: `page.goto(path)` opens the app as that user. */
  signedInPage: Page;
}

export const test = base.extend<Fixtures>({
  accountName: ["Tester", { option: true }],
  account: async ({ request, accountName }, use) => use(await createAccount(request, accountName)),
  signedInPage: async ({ page, account }, use) => {
    await signIn(page.context(), account);
    await use(page);
  },
});

export { expect } from "@playwright/test";
