import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { scanPanel, wedgeScan } from "./support/scan";

test("an empty inventory gets first steps, each ticked when done", async ({ signedInPage: page, account }) => {
  await page.goto("/");
  const steps = page.getByRole("region", { name: "First steps" });
  await expect(steps).toContainText("5 of 5 steps left.");
  const step = (name: string) => steps.getByRole("listitem").filter({ hasText: name });
  for (const name of ["Add a location", "Add an item", "Scan a code", "Print labels", "Invite someone"])
    await expect(step(name)).toContainText("To do");

  const shed = await createEntity(account, { name: "Shed", entityTypeId: account.locationTypeId });
  await createEntity(account, { name: "Rake", parentId: shed.id });
  await page.reload();
  await expect(step("Add a location")).toContainText("Done");
  await expect(step("Add an item")).toContainText("Done");
  await expect(step("Scan a code")).toContainText("To do");

  await wedgeScan(page, "4006381333931");
  await expect(scanPanel(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(step("Scan a code")).toContainText("Done");
  await expect(steps).toContainText("2 of 5 steps left.");

  await steps.getByRole("button", { name: "Hide first steps" }).click();
  await expect(steps).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("region", { name: "First steps" })).toBeHidden();
});

test("the top bar fits one row at 1366 px", async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.goto("/");
  const bar = page.getByRole("banner");
  const signOut = bar.getByRole("button", { name: "Sign out" });
  const search = bar.getByRole("searchbox").or(bar.getByRole("textbox")).first();
  await expect(signOut).toBeVisible();
  const [barBox, signOutBox, searchBox] = [
    await bar.boundingBox(),
    await signOut.boundingBox(),
    await search.boundingBox(),
  ];
  // One row: the last control sits beside the search box, and the bar is no taller than one row of controls.
  expect(Math.abs(signOutBox!.y - searchBox!.y)).toBeLessThan(8);
  expect(barBox!.height).toBeLessThan(signOutBox!.height * 2);
});

test("the theme switch: light, dark or the system's, kept across a reload", async ({ signedInPage: page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/settings/account");
  const theme = page.getByRole("radiogroup", { name: "Theme" });
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(theme.getByRole("radio", { name: "Same as the system" })).toBeChecked();
  expect(await background()).toBe("rgb(247, 247, 245)");

  await theme.getByRole("radio", { name: "Dark" }).check();
  await expect.poll(background).toBe("rgb(22, 23, 26)");
  await page.reload();
  await expect(theme.getByRole("radio", { name: "Dark" })).toBeChecked();
  expect(await background()).toBe("rgb(22, 23, 26)");

  await theme.getByRole("radio", { name: "Same as the system" }).check();
  await expect.poll(background).toBe("rgb(247, 247, 245)");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(background).toBe("rgb(22, 23, 26)");
  await theme.getByRole("radio", { name: "Light" }).check();
  await expect.poll(background).toBe("rgb(247, 247, 245)");
});
