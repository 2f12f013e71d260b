import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { setGroupCurrency } from "./support/session";

// A German browser; prices in euros the German way, dates in day.month.year order.
test.use({ locale: "de-DE" });

test("prices and dates follow the chosen format; unset prices are empty boxes", async ({
  signedInPage: page,
  account,
}) => {
  // English words (picked in the user menu) with German formats (chosen on the account page).
  await page.addInitScript(() => {
    localStorage.setItem("inventory.language", "en");
    localStorage.setItem("inventory.format", "de-DE");
  });
  // Prices are written in the group's currency (Settings → Group), in the browser's way.
  await setGroupCurrency(account, "EUR");
  const item = await createEntity(account, {
    name: "Drill",
    purchasePrice: 129.99,
    purchaseDate: "2024-03-01",
    warrantyExpires: "2027-12-24",
    insured: true,
  });
  await page.goto(`/entities/${item.id}`);
  await expect(page.getByRole("heading", { name: "Drill", level: 1 })).toBeVisible();

  // The page names the fields as the form does, and writes the values in German.
  await expect(page.getByRole("term").filter({ hasText: /^Purchase price$/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^129,99\s€$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Purchase date$/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^01\.03\.2024$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Warranty expires$/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^24\.12\.2027$/ })).toBeVisible();
  await expect(page.getByText("129.99")).toHaveCount(0);

  // The edit form: the set price is shown, the unset one is an empty box (not 0), and saving keeps both.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("Purchase price")).toHaveValue("129.99");
  await expect(page.getByLabel("Sold price")).toHaveValue("");
  // Sold is empty, so its section starts collapsed and its fields hidden: open it first.
  const sold = page.getByRole("button", { name: /^\W*Sold/ });
  await sold.click();
  await expect(sold).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Sold to").fill("Neighbour");
  await page.getByRole("button", { name: "Save and keep editing" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();
  expect(await getEntity(account, item.id)).toMatchObject({
    purchasePrice: 129.99,
    soldPrice: 0,
    soldTo: "Neighbour",
  });
});

test("in French, dates and prices are written the French way, until another format is chosen", async ({
  signedInPage: page,
  account,
}) => {
  await page.addInitScript(() => localStorage.setItem("inventory.language", "fr"));
  await setGroupCurrency(account, "EUR");
  const item = await createEntity(account, { name: "Perceuse", purchasePrice: 129.9, purchaseDate: "2025-03-14" });
  await page.goto(`/entities/${item.id}`);
  await expect(page.getByRole("definition").filter({ hasText: /^129,90\s€$/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^14 mars 2025$/ })).toBeVisible();

  await page.goto("/settings/account");
  await page.getByRole("combobox", { name: "Format", exact: true }).selectOption("en-GB");
  await expect(page.getByRole("combobox", { name: "Format", exact: true })).toBeFocused();
  await page.goto(`/entities/${item.id}`);
  await expect(page.getByRole("definition").filter({ hasText: /^€129\.90$/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^14 Mar 2025$/ })).toBeVisible();
});
