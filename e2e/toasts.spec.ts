import { tagEndpoints } from "../contract";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

const TAGS = ["Red", "Blue", "Green", "Old", "New", "Fragile"];

test("removing six tags shows one toast with a count, whose Undo brings all six back", async ({
  signedInPage: page,
  account,
}) => {
  const tags = await Promise.all(TAGS.map((name) => account.api.call(tagEndpoints.create, { body: { name } })));
  const item = await createEntity(account, { name: "Teapot", tagIds: tags.map((tag) => tag.id) });
  await page.goto(`/entities/${item.id}`);
  await expect(page.getByRole("heading", { name: "Teapot", level: 1 })).toBeVisible();

  for (const name of TAGS) {
    await page.getByRole("button", { name: `Remove tag ${name}` }).click();
    await expect(page.getByRole("button", { name: `Remove tag ${name}` })).toHaveCount(0);
  }
  const toasts = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toasts.filter({ hasText: "6 tags removed from Teapot." })).toBeVisible();
  await expect(toasts).toHaveCount(1);
  await expect.poll(async () => (await getEntity(account, item.id)).tags.length).toBe(0);

  await toasts.getByRole("button", { name: "Undo" }).click();
  await expect(toasts.filter({ hasText: "6 changes undone." })).toBeVisible();
  await expect(toasts).toHaveCount(1);
  for (const name of TAGS) await expect(page.getByRole("button", { name: `Remove tag ${name}` })).toBeVisible();
  await expect.poll(async () => (await getEntity(account, item.id)).tags.length).toBe(6);
});
