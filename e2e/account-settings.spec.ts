import { expect, test } from "./support/fixtures";
import { PASSWORD } from "./support/session";

test("an API key is made with a chosen scope and expiry; the list shows both", async ({ signedInPage: page }) => {
  await page.goto("/settings/account");
  await page.getByLabel("Key name").fill("Dashboard");
  await expect(page.getByLabel("Access")).toHaveValue("read-only");
  await page.getByLabel("Expires on (optional)").fill("2099-12-31");
  await page.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog", { name: "Your new API key" });
  await expect(dialog.getByText(/^hb_/)).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  const keys = page.getByRole("list", { name: "API keys" });
  await expect(keys.getByText(/read only, never used, expires/)).toBeVisible();

  await page.getByLabel("Key name").fill("Scanner");
  await page.getByLabel("Access").selectOption("read-write");
  await page.getByRole("button", { name: "Create key" }).click();
  await page.getByRole("dialog", { name: "Your new API key" }).getByRole("button", { name: "Done" }).click();
  await expect(keys.getByText(/read and write, never used$/)).toBeVisible();
});

test("deleting the account asks for the password, and a wrong one keeps it", async ({
  signedInPage: page,
  account,
}) => {
  await page.goto("/settings/account");
  const remove = page.getByRole("button", { name: "Delete my account" });
  await page.getByLabel("Type “delete my account” to confirm").fill("delete my account");
  await expect(remove).toBeDisabled();
  await page.getByLabel("Your password").fill("not the password");
  await remove.click();
  const section = page.getByRole("region", { name: "Delete account" });
  await expect(section.getByRole("alert")).toHaveText("The current password is wrong.");
  await page.getByLabel("Your password").fill(PASSWORD);
  await remove.click();
  // Signed out: the app leaves the settings page, and the account no longer signs in.
  await expect(page).toHaveURL(/\/(register|sign-in)/);
  const login = await page.request.post("/api/v1/users/login", {
    data: { username: account.email, password: PASSWORD },
  });
  expect(login.status()).toBe(401);
});

test("a sign-in link whose next page lies elsewhere opens the home page", async ({ page, account }) => {
  await page.goto("/sign-in?chosen=1&next=/%5Cevil.example");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});
