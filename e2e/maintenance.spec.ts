import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";

test("log maintenance on an item and see it on the Maintenance page", async ({ signedInPage: page, account }) => {
  const furnace = await createEntity(account, { name: "Furnace" });
  await page.goto(`/entities/${furnace.id}`);

  await page.getByRole("button", { name: "Log maintenance" }).click();
  const dialog = page.getByRole("dialog", { name: "Log maintenance" });
  await dialog.getByLabel("What was done").fill("Replace filter");
  // Scheduled or done is the user's explicit choice; a new entry starts as scheduled, with no completed date.
  await expect(dialog.getByRole("radio", { name: "Scheduled, still to do" })).toBeChecked();
  await expect(dialog.getByLabel("Completed on")).toBeHidden();
  await dialog.getByLabel("Scheduled for").fill("2099-01-15");
  await dialog.getByLabel("Cost").fill("25");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const log = page.getByRole("table", { name: "Maintenance log" });
  await expect(log.getByRole("row", { name: /Replace filter/ })).toContainText("Jan 15, 2099");

  // The home page lists it under "Maintenance due" and leads to the whole log.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  const due = page.getByRole("region", { name: "Maintenance due" });
  await expect(due.getByRole("listitem").filter({ hasText: "Replace filter" })).toContainText("Furnace");
  await due.getByRole("link", { name: "All maintenance" }).click();
  await expect(page.getByRole("heading", { name: "Maintenance", level: 1 })).toBeVisible();
  const row = page.getByRole("table", { name: "Maintenance" }).getByRole("row", { name: /Replace filter/ });
  await expect(row).toContainText("Upcoming");
  await expect(row.getByRole("link", { name: "Furnace" })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("status").filter({ hasText: "in all" })).toContainText("0 entries");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(
    page.getByRole("table", { name: "Maintenance" }).getByRole("row", { name: /Replace filter/ }),
  ).toBeVisible();

  // Marked done on the entity page, it moves to Done.
  await row.getByRole("link", { name: "Furnace" }).click();
  await page.getByRole("button", { name: "Mark Replace filter done" }).click();
  await expect(
    page.getByRole("table", { name: "Maintenance log" }).getByRole("row", { name: /Replace filter/ }),
  ).not.toContainText("—");
});

test("a recurring entry, once done, schedules the next one", async ({ signedInPage: page, account }) => {
  const car = await createEntity(account, { name: "Car" });
  await page.goto(`/entities/${car.id}`);

  await page.getByRole("button", { name: "Log maintenance" }).click();
  const dialog = page.getByRole("dialog", { name: "Log maintenance" });
  await dialog.getByLabel("What was done").fill("Oil change");
  await dialog.getByRole("radio", { name: "Done" }).check();
  await expect(dialog.getByLabel("Scheduled for")).toBeHidden();
  await dialog.getByLabel("Completed on").fill("2099-01-31");
  await dialog.getByLabel("Repeats").selectOption({ label: "Monthly" });
  await dialog.getByLabel("Every how many months").fill("3");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  const log = page.getByRole("table", { name: "Maintenance log" });
  await expect(log.getByRole("row", { name: /Oil change/ })).toHaveCount(2);
  const next = log.getByRole("row", { name: /Oil change/ }).first();
  await expect(next).toContainText("every 3 months");
  await expect(next).toContainText("Apr 30, 2099");
  await expect(next.getByRole("button", { name: "Mark Oil change done" })).toBeVisible();
  await expect(log.getByRole("row", { name: /Oil change/ }).last()).toContainText("Jan 31, 2099");

  // The scheduled one is on the home page, as scheduled.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  const due = page.getByRole("region", { name: "Maintenance due" });
  await expect(due.getByRole("listitem").filter({ hasText: "Oil change" })).toContainText("Apr 30, 2099");
});

const FORMATS = [
  {
    locale: "de-DE",
    log: "Wartung eintragen",
    what: "Was gemacht wurde",
    done: "Fertig",
    on: "Erledigt am",
    repeats: "Wiederholung",
    weekly: "Wöchentlich",
    every: "Alle wie viele Wochen",
    save: "Speichern",
    table: "Wartungsprotokoll",
    next: "14.01.2099",
    completed: "31.12.2098",
    interval: "alle 2 Wochen",
  },
  {
    locale: "fr-FR",
    log: "Noter un entretien",
    what: "Ce qui a été fait",
    done: "Terminé",
    on: "Effectuée le",
    repeats: "Répétition",
    weekly: "Hebdomadaire",
    every: "Toutes les combien de semaines",
    save: "Enregistrer",
    table: "Journal d’entretien",
    next: "14 janv. 2099",
    completed: "31 déc. 2098",
    interval: "toutes les 2 semaines",
  },
];

for (const w of FORMATS) {
  test.describe(w.locale, () => {
    test.use({ locale: w.locale });

    test(`maintenance dates and intervals read as ${w.locale} writes them`, async ({ signedInPage: page, account }) => {
      const pump = await createEntity(account, { name: "Pump" });
      await page.goto(`/entities/${pump.id}`);
      await page.getByRole("button", { name: w.log }).click();
      const dialog = page.getByRole("dialog", { name: w.log });
      await dialog.getByLabel(w.what).fill("Filter");
      await dialog.getByRole("radio", { name: w.done }).check();
      await dialog.getByLabel(w.on).fill("2098-12-31");
      await dialog.getByLabel(w.repeats).selectOption({ label: w.weekly });
      await dialog.getByLabel(w.every).fill("2");
      await dialog.getByRole("button", { name: w.save }).click();
      await expect(dialog).toBeHidden();
      const rows = page.getByRole("table", { name: w.table }).getByRole("row", { name: /Filter/ });
      await expect(rows.first()).toContainText(w.next);
      await expect(rows.first()).toContainText(w.interval);
      await expect(rows.last()).toContainText(w.completed);
    });
  });
}
