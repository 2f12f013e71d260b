import type { Locator, Page } from "@playwright/test";
import { tagEndpoints } from "../contract";
import { LANGUAGES, wordsOf, type Language, type Words } from "./support/catalog";
import { lowContrastButtons } from "./support/contrast";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { expectNoSideScroll, SCREENS } from "./support/phone";
import { joinGroup } from "./support/members";
import { setGroupCurrency, signIn } from "./support/session";

/**
 * Issue 38's first hour in every language at both sizes (docs/first-hour-coverage.md): one journey per
 * language and screen through the items that depend on both (values, formats, list, search, item page,
 * top bar, Create another, grouped toasts, the theme) and a viewer's item page. The words come from the catalogs, so a missing translation fails here.
 */

/** The price as the page writes it in the language: the app and this spec both format through ICU. */
const euros = (language: Language, amount: number) =>
  new Intl.NumberFormat(LANGUAGES[language], { style: "currency", currency: "EUR" }).format(amount);
const day = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(LANGUAGES[language], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

/** The vertical middle of a control, to tell which row of the top bar it sits on. */
async function middle(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return box.y + box.height / 2;
}

/** At 1366 px the top bar is one row: every link of the main navigation and the account controls side by side. */
async function expectOneRowTopBar(page: Page, w: Words) {
  const bar = page.getByRole("banner");
  const links = await bar
    .getByRole("navigation", { name: w("Main") })
    .getByRole("link")
    .all();
  expect(links).toHaveLength(10);
  const first = links[0]!;
  const firstTop = (await first.boundingBox())!.y;
  for (const link of links) expect((await link.boundingBox())!.y, await link.innerText()).toBeCloseTo(firstTop, 0);
  const signOut = bar.getByRole("button", { name: w("Sign out") });
  expect(Math.abs((await middle(signOut)) - (await middle(first)))).toBeLessThan(8);
  expect((await bar.boundingBox())!.height).toBeLessThan((await signOut.boundingBox())!.height * 2);
}

for (const language of Object.keys(LANGUAGES) as Language[]) {
  const w = wordsOf(language);
  for (const [size, use] of Object.entries(SCREENS)) {
    test.describe(`in ${language} on a ${size}`, () => {
      test.use({ locale: LANGUAGES[language], ...use });

      // One test per language and size: a fresh browser context and account each cost more than the checks.
      test("values, formats, list, search, the item page, the top bar and a viewer's view", async ({
        signedInPage: page,
        request,
        account,
      }) => {
        // Two sign-ins and nine page loads: a loaded CI machine needs more than the default 30 s.
        test.setTimeout(60_000);
        await setGroupCurrency(account, "EUR");
        const garage = await createEntity(account, { name: "Garage", entityTypeId: account.locationTypeId });
        const tags = await Promise.all(
          ["Red", "Blue", "Green"].map((name) => account.api.call(tagEndpoints.create, { body: { name } })),
        );
        const torch = await createEntity(account, {
          name: "Crème brûlée torch",
          parentId: garage.id,
          assetId: "000-006",
          purchasePrice: 10,
          quantity: 3,
          purchaseDate: "2025-03-14",
          tagIds: tags.map((tag) => tag.id),
        });

        // Item 3: the value is price × quantity, in the group's currency and the language's format.
        await page.goto("/");
        await expect(page.getByRole("heading", { name: w("Home"), level: 1 })).toBeVisible();
        const totals = page.locator(`dl[aria-label="${w("Totals")}"]`);
        await expect(totals.getByRole("definition").filter({ hasText: euros(language, 30) })).toBeVisible();
        // Item 12: the top bar is one row on a desk; a phone has its Menu button and no sideways scroll.
        await expect(page.getByRole("region", { name: w("First steps") })).toBeVisible();
        if (size === "desktop") await expectOneRowTopBar(page, w);
        else {
          await expect(page.getByRole("button", { name: w("Menu") })).toBeVisible();
          await expectNoSideScroll(page, "home");
        }

        // Items 8 and 9: search ignores accents and finds a plain asset ID; the list shows items, not rooms.
        for (const q of ["creme", "6", ""]) {
          await page.goto(`/inventory?q=${q}`);
          await expect(page.getByRole("row", { name: /Crème brûlée torch/ })).toBeVisible();
        }
        await expect(page.getByRole("row", { name: /^Garage/ })).toHaveCount(0);

        // Item 11: "Create and add another" says what the next item keeps, and one click clears it.
        await page.getByRole("button", { name: w("New item") }).click();
        const create = page.getByRole("dialog", { name: w("New item") });
        await create.getByLabel(w("Name")).fill("Hammer");
        await create.getByRole("combobox", { name: w("Parent") }).fill("Gara");
        await create.getByRole("option", { name: /^Garage/ }).click();
        await create.getByRole("checkbox", { name: "Red" }).check();
        await create.getByRole("button", { name: w("Create and add another") }).click();
        const kept = [w("in {parentName}", { parentName: "Garage" }), w("tags {tagList}", { tagList: "Red" })];
        await expect(create.getByText(`${w("Kept for the next one:")} ${kept.join("; ")}`)).toBeVisible();
        await create.getByRole("button", { name: w("Clear kept values") }).click();
        await expect(create.getByText(w("Kept for the next one:"))).toHaveCount(0);
        await expect(create.getByRole("checkbox", { name: "Red" })).not.toBeChecked();

        // Items 5 and 11: the item page writes its date the language's way; on a phone the content comes first.
        await page.goto(`/entities/${torch.id}`);
        await expect(page.getByRole("heading", { name: torch.name, level: 1 })).toBeVisible();
        await expect(page.getByRole("definition").filter({ hasText: day(language, "2025-03-14") })).toBeVisible();
        // Item 11: three tags removed one by one make one toast, not three.
        for (const tag of tags) await page.getByRole("button", { name: w("Remove tag {0}", { 0: tag.name }) }).click();
        const toasts = page.getByRole("region", { name: w("Notifications (F8)") }).getByRole("listitem");
        await expect(toasts.filter({ hasText: torch.name })).toContainText("3");
        await expect(toasts).toHaveCount(1);
        const toolbar = page.getByRole("toolbar", { name: w("Item actions") });
        const edit = toolbar.getByRole("link", { name: w("Edit") });
        await expect(edit).toBeInViewport();
        const quick = (await page.getByRole("region", { name: w("Quick changes") }).boundingBox())!;
        const bar = (await toolbar.boundingBox())!;
        let actions = toolbar;
        if (size === "desktop") {
          expect(bar.y + bar.height, "toolbar above the quick changes").toBeLessThanOrEqual(quick.y);
        } else {
          expect(bar.y, "toolbar below the quick changes").toBeGreaterThanOrEqual(quick.y + quick.height);
          await toolbar.getByRole("button", { name: w("More") }).click();
          actions = page.getByRole("dialog", { name: w("More actions") });
          await expectNoSideScroll(page, "item page");
        }
        await expect(actions.getByRole("button")).toHaveCount(6);
        // Item 1: both buttons of a confirmation are readable, the safe one too.
        await actions.getByRole("button", { name: w("Delete…") }).click();
        const confirm = page.getByRole("alertdialog");
        await expect(confirm.getByRole("button", { name: w("Cancel") })).toBeVisible();
        expect(await lowContrastButtons(confirm)).toEqual([]);
        await confirm.getByRole("button", { name: w("Cancel") }).click();
        await expect(confirm).toBeHidden();

        // Item 12: the theme switch in the settings turns the page dark.
        await page.goto("/settings/account");
        await page
          .getByRole("radiogroup", { name: w("Theme") })
          .getByRole("radio", { name: w("Dark") })
          .check();
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
          .toBe("rgb(22, 23, 26)");

        // Item 2: a viewer of the group sees the same page without a single edit control.
        await signIn(page.context(), (await joinGroup(request, account, "viewer")).account);
        // Until the app knows the role it shows the controls: the checks below start once it does.
        const self = page.waitForResponse((res) => res.url().endsWith("/api/v1/users/self") && res.ok());
        await page.goto(`/entities/${torch.id}`);
        await self;
        await expect(page.getByRole("heading", { name: torch.name, level: 1 })).toBeVisible();
        await expect(page.getByRole("toolbar")).toHaveCount(0);
        await expect(page.getByRole("link", { name: w("Edit"), exact: true })).toHaveCount(0);
        await expect(page.getByRole("region", { name: w("Quick changes") })).toHaveCount(0);
        await expect(page.getByRole("button", { name: w("Log maintenance") })).toHaveCount(0);
        await page.goto(`/entities/${torch.id}/edit`);
        await expect(page.getByText(w("Your role in this group lets you look but not edit."))).toBeVisible();
      });
    });
  }
}
