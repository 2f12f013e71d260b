import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

test("create and add another keeps parent and type, then archive and delete", async ({
  signedInPage: page,
  account,
}) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    // Known: Radix's scroll lock injects a <style> that the service's CSP (style-src 'self') blocks;
    // only the background scroll lock is lost. Reported to the lead; everything else must be clean.
    if (msg.type() === "error" && !msg.text().startsWith("Applying inline style violates")) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));

  const box = await createEntity(account, { name: "Toolbox" });
  await page.goto(`/entities/${box.id}`);
  await page.getByRole("button", { name: "Add inside…" }).click();
  const dialog = page.getByRole("dialog", { name: "New item" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await dialog.getByLabel("Name").fill("Hammer");
  await dialog.getByRole("button", { name: "Create and add another" }).click();
  await expect(dialog.getByRole("status")).toContainText("Hammer");
  // Focus is back in an empty name field; the parent is kept.
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog.getByText("Chosen: Toolbox")).toBeVisible();
  await page.keyboard.type("Screwdriver", { delay: 100 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Screwdriver", level: 1 })).toBeVisible();

  // Archive is a full PUT; the badge shows, and Unarchive restores.
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("heading", { name: /Screwdriver/, level: 1 }).getByText("Archived")).toBeVisible();
  await page.getByRole("button", { name: "Unarchive" }).click();
  await expect(page.getByRole("heading", { name: "Screwdriver", level: 1 })).toBeVisible();

  // Deleting the toolbox says where its two children go.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Toolbox" }).click();
  await expect(page.getByRole("heading", { name: "Inside (2)" })).toBeVisible();
  await page.getByRole("button", { name: "Delete…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Toolbox?" });
  await expect(confirm).toContainText("2 things inside move to the top level");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Hammer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Toolbox" })).toHaveCount(0);

  expect(errors).toEqual([]);
});

test("empty groups start collapsed and open on demand", async ({ signedInPage: page, account }) => {
  const item = await createEntity(account, { name: "Kettle", manufacturer: "Acme", serialNumber: "K-1" });
  await page.goto(`/entities/${item.id}`);
  const identifications = page.getByRole("button", { name: "Identifications" });
  await expect(identifications).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("K-1")).toBeVisible();
  const purchase = page.getByRole("button", { name: /Purchase/ });
  await expect(purchase).toHaveAttribute("aria-expanded", "false");
  await purchase.press("Enter");
  await expect(purchase).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Nothing recorded.").first()).toBeVisible();
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(new RegExp(`/entities/${item.id}/edit$`));
});
