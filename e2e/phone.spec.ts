import type { Page } from "@playwright/test";
import { tagEndpoints } from "../contract";
import { seriousViolations } from "./support/axe";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { PNG } from "./support/images";
import { expectNoSideScroll, openFromMenu, PHONE } from "./support/phone";
import { PASSWORD, signIn, uniqueEmail } from "./support/session";

/** The main journeys on a 390 × 844 phone screen: no page scrolls sideways, axe stays clean. */
test.use(PHONE);

/** The thumbnail (a decorative img, alt="") inside `scope` has loaded real pixels. */
async function expectLoadedThumbnail(scope: ReturnType<Page["getByRole"]>) {
  const img = scope.locator("img");
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

test("sign up, create a location and an item, edit it, find it and scan, all at phone size", async ({ page }) => {
  test.setTimeout(90_000);
  // What the camera is asked for; the call itself goes through to Chromium's fake camera unchanged.
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      (window as unknown as { cameraAsked: unknown }).cameraAsked = constraints;
      return original(constraints);
    };
  });

  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create your account", level: 1 })).toBeVisible();
  await expectNoSideScroll(page, "register");
  await page.getByLabel("Name").fill("Robin");
  await page.getByLabel("Email").fill(uniqueEmail("phone"));
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  // Signing up lands on Home; an empty inventory leads with the next steps.
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  await expectNoSideScroll(page, "home");
  await openFromMenu(page, "Inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await expect(page.getByText(/Got a barcode\?/)).toBeVisible();
  await expectNoSideScroll(page, "empty inventory");
  await page.getByRole("button", { name: "New location" }).click();
  const newLocation = page.getByRole("dialog", { name: "New location" });
  await newLocation.getByLabel("Name").fill("Garage");
  await expectNoSideScroll(page, "new location dialog");
  await newLocation.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Garage", level: 1 })).toBeVisible();
  await expectNoSideScroll(page, "location page");

  await page.getByRole("button", { name: "Add inside…" }).click();
  const newItem = page.getByRole("dialog", { name: "New item" });
  await newItem.getByLabel("Name").fill("Cordless drill");
  await newItem.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
  await page.getByLabel("Add files").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "front.png" })).toBeVisible();
  await expectNoSideScroll(page, "item page");

  // The edit form is one column: fields that sit side by side on a desk share one left edge here.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: /^Edit /, level: 1 })).toBeVisible();
  const quantity = await page.getByLabel("Quantity", { exact: true }).boundingBox();
  const assetId = await page.getByLabel("Asset ID").boundingBox();
  expect(quantity?.x).toBe(assetId?.x);
  expect(assetId!.y).toBeGreaterThan(quantity!.y);
  await page.getByLabel("Quantity", { exact: true }).fill("2");
  await page.getByLabel("Description").fill("18 V, two batteries");
  await expectNoSideScroll(page, "edit page");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Cordless drill", level: 1 })).toBeVisible();
  await expect(page.getByText("18 V, two batteries", { exact: true })).toBeVisible();

  // The list is cards: no column headers, each value with its label, the photo beside the name.
  await openFromMenu(page, "Inventory");
  await page.getByLabel("Search inventory").fill("drill");
  await expect(page).toHaveURL(/q=drill/);
  const card = page.getByRole("row", { name: /Cordless drill/ });
  await expect(card.getByRole("cell", { name: "Quantity: 2" })).toBeVisible();
  await expect(card.getByRole("cell", { name: "Location: Garage" })).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveCount(0);
  await expectLoadedThumbnail(card);
  await expectNoSideScroll(page, "inventory cards");

  // A picker shows the same thumbnail beside the name.
  await page.getByLabel("Search inventory").fill("");
  await page.getByRole("button", { name: "New item" }).click();
  const another = page.getByRole("dialog", { name: "New item" });
  await another.getByRole("combobox", { name: "Parent" }).fill("drill");
  const option = another.getByRole("option", { name: /Cordless drill/ });
  await expectLoadedThumbnail(option);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(another).toBeHidden();

  for (const [link, heading] of [
    ["Locations", "Locations"],
    ["Tags", "Tags"],
    ["Types", "Types"],
  ] as const) {
    await openFromMenu(page, link);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoSideScroll(page, heading);
  }
  // The locations page with a location chosen: its side panel goes under the tree.
  await openFromMenu(page, "Locations");
  await page.getByRole("treeitem", { name: /Garage/ }).click();
  await expect(page.getByRole("complementary", { name: "Selected location" })).toBeVisible();
  await expectNoSideScroll(page, "locations with the side panel");

  // The scan panel fills the screen, and the camera asked for is the rear one.
  await page.getByRole("button", { name: "Scan", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Scan" });
  await expect(panel).toBeVisible();
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await panel.getByRole("button", { name: "Use camera" }).click();
  await expect(panel.getByText("Scanned 3017620422003")).toBeVisible({ timeout: 15_000 });
  expect(
    await page.evaluate(() => (window as unknown as { cameraAsked: MediaStreamConstraints }).cameraAsked),
  ).toMatchObject({ video: { facingMode: { ideal: "environment" } } });
  await expectNoSideScroll(page, "scan panel");
  await panel.getByRole("link", { name: "Scan session" }).click();
  await expect(page.getByRole("heading", { name: "Scan session", level: 1 })).toBeVisible();
  await expectNoSideScroll(page, "scan session");
  await page.goto("/settings/scanner");
  await expect(page.getByRole("heading", { name: "Scanner settings", level: 1 })).toBeVisible();
  await expectNoSideScroll(page, "scanner settings");
});

test("every page and dialog has no serious accessibility violations at 390 px", async ({ page, account }) => {
  // A dozen full axe analyses in one test: bounded generously for a loaded machine.
  test.setTimeout(150_000);
  for (const path of ["/register", "/sign-in?chosen=1"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSideScroll(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  await signIn(page.context(), account);
  await page.goto("/inventory");
  await expect(page.getByText(/Got a barcode\?/)).toBeVisible();
  expect(await seriousViolations(page), "empty inventory").toEqual([]);

  const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
  const tag = await account.api.call(tagEndpoints.create, { body: { name: "Tools" } });
  const drill = await createEntity(account, {
    name: "Drill with a rather long name that has to wrap on a phone",
    parentId: garage.id,
    tagIds: [tag.id],
    manufacturer: "Acme",
    assetId: "000-001",
  });
  const pages: [string, string | RegExp][] = [
    ["/", "Home"],
    ["/inventory", "Inventory"],
    ["/locations", "Locations"],
    [`/entities/${drill.id}`, /^Drill/],
    [`/entities/${drill.id}/edit`, /^Edit /],
    [`/entities/${garage.id}`, "Garage"],
    ["/tags", "Tags"],
    ["/entity-types", "Types"],
    ["/scan/session", "Scan session"],
    ["/settings/scanner", "Scanner settings"],
    ["/no-such-page", "Page not found"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoSideScroll(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  await page.goto("/inventory");
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(await seriousViolations(page), "menu open").toEqual([]);
  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press("Escape");
  await expect(menu).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await page.getByRole("button", { name: "New item" }).click();
  await expect(page.getByRole("dialog", { name: "New item" })).toBeVisible();
  await expectNoSideScroll(page, "create dialog");
  expect(await seriousViolations(page), "create dialog").toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Scan", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Scan" })).toBeVisible();
  expect(await seriousViolations(page), "scan panel").toEqual([]);
});
