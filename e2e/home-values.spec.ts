import { groupEndpoints } from "../contract";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

/** `YYYY-MM-DD` of the 10th of this month (UTC), `back` months ago, and its month as the page names it. */
function monthDay(back: number) {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 10));
  const name = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(d);
  return { day: d.toISOString().slice(0, 10), name };
}

test("home and the Locations panel show one value: price × quantity at any depth, in the group's currency", async ({
  signedInPage: page,
  account,
}) => {
  await account.api.call(groupEndpoints.update, { body: { name: "Office group", currency: "eur" } });
  const location = (name: string, parentId?: string) =>
    createEntity(account, { name, entityTypeId: account.locationTypeId, parentId });
  const house = await location("House");
  const office = await location("Office", house.id);
  const desk = await location("Desk", office.id);
  const [lastMonth, thisMonth] = [monthDay(1), monthDay(0)];
  await createEntity(account, {
    name: "Chairs",
    parentId: office.id,
    purchasePrice: 120,
    quantity: 4,
    purchaseDate: lastMonth.day,
  });
  await createEntity(account, { name: "Laptop", parentId: desk.id, purchasePrice: 1499, purchaseDate: thisMonth.day });
  await createEntity(account, {
    name: "Lamp",
    parentId: house.id,
    purchasePrice: 39.9,
    quantity: 2,
    purchaseDate: thisMonth.day,
  });

  await page.goto("/");
  const totals = page.getByRole("list", { name: "Totals" }).or(page.locator("dl[aria-label=Totals]"));
  await expect(totals.getByRole("definition").filter({ hasText: "€2,058.80" })).toBeVisible();
  const byLocation = page.getByRole("region", { name: "Value by location" });
  await expect(byLocation.getByRole("img", { name: /most valuable is House with €2,058.80/ })).toBeVisible();
  await byLocation.getByRole("button", { name: "Show as table" }).click();
  await expect(byLocation.getByRole("row", { name: "Office €1,979.00" })).toBeVisible();
  await expect(byLocation.getByRole("row", { name: "Desk €1,499.00" })).toBeVisible();

  // Purchases: money bought per month, not a running total.
  const purchases = page.getByRole("region", { name: "Purchases over time" });
  await expect(purchases.getByRole("img", { name: /Bought per month.*€2,058.80 in all/ })).toBeVisible();
  await purchases.getByRole("button", { name: "Show as table" }).click();
  await expect(purchases.getByRole("columnheader", { name: "Month" })).toBeVisible();
  await expect(purchases.getByRole("row", { name: `${lastMonth.name} €480.00` })).toBeVisible();
  await expect(purchases.getByRole("row", { name: `${thisMonth.name} €1,578.80` })).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Locations" }).click();
  await page.getByRole("treeitem", { name: /House/ }).click();
  await page.keyboard.press("ArrowRight");
  await page.getByRole("treeitem", { name: /Office/ }).click();
  const panel = page.getByRole("complementary", { name: "Selected location" });
  await expect(panel).toContainText("worth €1,979.00");
});
