import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { maintenanceEndpoints, tagEndpoints, templateEndpoints } from "../contract";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

/** Serious and critical WCAG 2.x A/AA findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the signed-out pages have no serious accessibility violations", async ({ page }) => {
  for (const path of ["/sign-in?chosen=1", "/register"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("every signed-in page has no serious accessibility violations", async ({ signedInPage: page, account }) => {
  // Twelve full axe analyses in one test: bounded generously so that a loaded CI machine does not time out.
  test.setTimeout(120_000);
  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const tag = await account.api.call(tagEndpoints.create, { body: { name: "Tools" } });
  const drill = await createEntity(account, {
    name: "Drill",
    parentId: garage.id,
    tagIds: [tag.id],
    manufacturer: "Acme",
  });
  const template = await account.api.call(templateEndpoints.create, {
    body: { name: "Power tool", defaultManufacturer: "Acme" },
  });
  await account.api.call(maintenanceEndpoints.add, {
    params: { id: drill.id },
    body: { name: "Oil", scheduledDate: "2099-01-01" },
  });

  const pages: [string, string][] = [
    ["/", "Home"],
    ["/inventory", "Inventory"],
    ["/locations", "Locations"],
    [`/entities/${drill.id}`, "Drill"],
    [`/entities/${garage.id}`, "Garage"],
    ["/tags", "Tags"],
    ["/entity-types", "Types"],
    ["/templates", "Templates"],
    [`/templates/${template.id}`, "Template Power tool"],
    ["/maintenance", "Maintenance"],
    ["/settings/notifiers", "Notifiers"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }

  // Dialogs too: the create dialog and the move dialog.
  await page.goto("/inventory");
  await page.getByRole("button", { name: "New item" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page), "create dialog").toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto(`/entities/${drill.id}/edit`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), "edit page").toEqual([]);
});

test("dark mode pages have no serious accessibility violations", async ({ signedInPage: page, account }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  const item = await createEntity(account, { name: "Lamp" });
  for (const path of ["/", `/entities/${item.id}`, "/locations"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), `dark ${path}`).toEqual([]);
  }
});
