import { reminderEndpoints } from "../contract";
import { expect, test } from "./support/fixtures";
import { notificationStubUrl, receivedNotifications } from "./support/notification-stub";

test("add a webhook notifier; its test delivery arrives at the stub; the URL is shown masked", async ({
  signedInPage: page,
  request,
  account,
}) => {
  const path = `/e2e-hook-${Date.now()}`;
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Notifiers" }).click();
  await expect(page.getByRole("heading", { name: "Notifiers", level: 1 })).toBeVisible();

  await page.getByLabel("Notifier name").fill("House hook");
  await expect(page.getByLabel("Service")).toHaveValue("generic");
  await page.getByLabel("Webhook URL").fill(`${notificationStubUrl()}${path}`);
  await expect(page.getByLabel("Notification URL")).toHaveValue(`generic+${notificationStubUrl()}${path}`);
  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test message delivered.")).toBeVisible();
  await page.getByRole("button", { name: "Add notifier" }).click();

  const row = page.getByRole("listitem", { name: "House hook" });
  await expect(row).toContainText("generic+http://127.0.0.1");
  await expect(row).not.toContainText(path);
  await row.getByRole("button", { name: "Test House hook" }).click();
  await expect(row.getByRole("status")).toHaveText("Test message delivered.");
  await expect(row).not.toContainText("Last delivered: never");

  const arrived = (await receivedNotifications(request)).filter((r) => r.path === path);
  expect(arrived).toHaveLength(2);
  expect(JSON.parse(arrived[1]!.body)).toMatchObject({ title: "Test message" });

  await page.getByLabel("Warn this many days before a warranty expires").fill("45");
  await page.getByRole("button", { name: "Save reminder settings" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  expect(await account.api.call(reminderEndpoints.settings)).toEqual({ warrantyDays: 45 });
});
