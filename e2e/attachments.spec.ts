import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { PNG } from "./support/images";

test("an uploaded photo shows its thumbnail, and can be renamed and deleted", async ({
  signedInPage: page,
  account,
}) => {
  const item = await createEntity(account, { name: "Camera" });
  await page.goto(`/entities/${item.id}`);
  await page.getByLabel("Add files").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });

  const thumbnail = page.getByRole("img", { name: "front.png" });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await page.getByRole("button", { name: "Rename front.png" }).click();
  await page.getByLabel("New title for front.png").fill("Front view");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("img", { name: "Front view" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Front view" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("img", { name: "Front view" })).toHaveCount(0);
});
