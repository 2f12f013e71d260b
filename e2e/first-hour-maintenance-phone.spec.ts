import { LANGUAGES, wordsOf, type Language } from "./support/catalog";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { expectNoSideScroll, SCREENS } from "./support/phone";

/**
 * Issue 38's item 4 on a phone in every language (docs/first-hour-coverage.md): an entry logged only as
 * scheduled stays scheduled, and completing a recurring one schedules the next. maintenance.spec.ts covers
 * the desk, the Maintenance page and the marking done by its button.
 */

/** A date as the page writes it in the language: the app and this spec both format through ICU. */
const day = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(LANGUAGES[language], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

for (const language of Object.keys(LANGUAGES) as Language[]) {
  const w = wordsOf(language);
  test.describe(`in ${language} on a phone`, () => {
    test.use({ locale: LANGUAGES[language], ...SCREENS.phone });

    test("a scheduled entry stays scheduled; completing a recurring one schedules the next", async ({
      signedInPage: page,
      account,
    }) => {
      const car = await createEntity(account, { name: "Car" });
      const task = "Oil change";
      await page.goto(`/entities/${car.id}`);

      // A new entry is scheduled unless the user says it was done: no completed date is asked for.
      await page.getByRole("button", { name: w("Log maintenance") }).click();
      const logDialog = page.getByRole("dialog", { name: w("Log maintenance") });
      await logDialog.getByLabel(w("What was done")).fill(task);
      await expect(logDialog.getByRole("radio", { name: w("Scheduled, still to do") })).toBeChecked();
      await expect(logDialog.getByLabel(w("Completed on"))).toBeHidden();
      await logDialog.getByLabel(w("Scheduled for")).fill("2099-01-15");
      await logDialog.getByLabel(w("Repeats")).selectOption({ label: w("Weekly") });
      await logDialog.getByLabel(w("Every how many weeks")).fill("2");
      await logDialog.getByRole("button", { name: w("Save") }).click();
      await expect(logDialog).toBeHidden();
      const rows = page.getByRole("table", { name: w("Maintenance log") }).getByRole("row", { name: /Oil change/ });
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(day(language, "2099-01-15"));
      await expect(rows.getByRole("button", { name: w("Mark {0} done", { 0: task }) })).toBeVisible();
      await expectNoSideScroll(page, "item page with its maintenance log");

      // The home page lists it as due, and leads back to the item.
      await page.goto("/");
      const due = page.getByRole("region", { name: w("Maintenance due") });
      const listed = due.getByRole("listitem").filter({ hasText: task });
      await expect(listed).toContainText(day(language, "2099-01-15"));
      await listed.getByRole("link", { name: car.name }).click();

      // Done on a day of the user's choosing: the next one is two weeks after it, still to do.
      await rows.getByRole("button", { name: w("Edit {0}", { 0: task }) }).click();
      const editDialog = page.getByRole("dialog", { name: w("Edit maintenance") });
      await editDialog.getByRole("radio", { name: w("Done") }).check();
      await editDialog.getByLabel(w("Completed on")).fill("2099-01-31");
      await editDialog.getByRole("button", { name: w("Save") }).click();
      await expect(editDialog).toBeHidden();
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(day(language, "2099-02-14"));
      await expect(rows.first().getByRole("button", { name: w("Mark {0} done", { 0: task }) })).toBeVisible();
      await expect(rows.last()).toContainText(day(language, "2099-01-31"));
      await expect(rows.last().getByRole("button", { name: w("Mark {0} done", { 0: task }) })).toHaveCount(0);
    });
  });
}
