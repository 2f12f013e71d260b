import { expect, test } from "./support/fixtures";
import { PASSWORD, uniqueEmail } from "./support/session";

test("a new browser signs up, signs out, and signs in back to the page it wanted", async ({ page }) => {
  const email = uniqueEmail("first");
  await page.goto("/");
  // No session and an instance open for registration: the first-account page.
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Name").fill("Morgan");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  await expect(page.getByText("Morgan")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // A signed-out visit to a page goes through sign-in and comes back to it.
  await page.goto("/tags");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Stay signed in for 4 weeks").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Tags", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/tags$/);
});

test("a wrong password is refused with a message", async ({ page, account }) => {
  await page.goto("/sign-in?chosen=1");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("an expired or revoked session returns to sign-in, then to the page", async ({ page, account }) => {
  // A session the service does not know: the first request answers 401.
  await page.goto("/api/v1/status");
  await page.evaluate(
    (s) => {
      localStorage.setItem("inventory.session", JSON.stringify(s));
      localStorage.setItem("inventory.signedInBefore", "1");
    },
    { ...account.session, token: "Bearer not-a-real-token" },
  );
  await page.goto("/locations");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Locations", level: 1 })).toBeVisible();
});
