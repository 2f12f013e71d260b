import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

test("log maintenance on an item and see it on the Maintenance page", async ({ signedInPage: page, account }) => {
  const furnace = await createEntity(account, { name: "Furnace" });
  await page.goto(`/entities/${furnace.id}`);

  await page.getByRole("button", { name: "Log maintenance" }).click();
  const dialog = page.getByRole("dialog", { name: "Log maintenance" });
  await dialog.getByLabel("What was done").fill("Replace filter");
  await dialog.getByLabel("Scheduled for").fill("2099-01-15");
  await dialog.getByLabel("Completed on").fill("");
  await dialog.getByLabel("Cost").fill("25");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const log = page.getByRole("table", { name: "Maintenance log" });
  await expect(log.getByRole("row", { name: /Replace filter/ })).toContainText("2099-01-15");

  // The home page lists it under "Maintenance due" and leads to the whole log.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  const due = page.getByRole("region", { name: "Maintenance due" });
  await expect(due.getByRole("listitem").filter({ hasText: "Replace filter" })).toContainText("Furnace");
  await due.getByRole("link", { name: "All maintenance" }).click();
  await expect(page.getByRole("heading", { name: "Maintenance", level: 1 })).toBeVisible();
  const row = page.getByRole("table", { name: "Maintenance" }).getByRole("row", { name: /Replace filter/ });
  await expect(row).toContainText("Upcoming");
  await expect(row.getByRole("link", { name: "Furnace" })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("status").filter({ hasText: "in all" })).toContainText("0 entries");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(
    page.getByRole("table", { name: "Maintenance" }).getByRole("row", { name: /Replace filter/ }),
  ).toBeVisible();

  // Marked done on the entity page, it moves to Done.
  await row.getByRole("link", { name: "Furnace" }).click();
  await page.getByRole("button", { name: "Mark Replace filter done" }).click();
  await expect(
    page.getByRole("table", { name: "Maintenance log" }).getByRole("row", { name: /Replace filter/ }),
  ).not.toContainText("—");
});
