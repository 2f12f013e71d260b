import { LANGUAGES, wordsOf, type Language } from "./support/catalog";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { joinGroup, removeMember } from "./support/members";
import { expectNoSideScroll, SCREENS } from "./support/phone";
import { signIn } from "./support/session";

/**
 * Issue 38's import, backup and no-group items in every language at both sizes (docs/first-hour-coverage.md):
 * a plain sheet in the language is matched and previewed, a backup's size and a restore's refusal are in
 * people's words, and a person removed from the group is offered both ways on. Words from the catalogs.
 */

/** A plain sheet as someone writing the language saves it: its own headers, separator and decimal comma. */
const SHEETS: Record<Language, { headers: string[]; text: string; price: RegExp }> = {
  en: { headers: ["Name", "Location"], text: "Name,Location,Quantity,Price\nDrill,Garage,2,12.5\n", price: /12\.50/ },
  de: { headers: ["Bezeichnung", "Ort"], text: "Bezeichnung;Ort;Menge;Preis\nDrill;Garage;2;12,5\n", price: /12,50/ },
  fr: { headers: ["Nom", "Emplacement"], text: "Nom;Emplacement;Quantité;Prix\nDrill;Garage;2;12,5\n", price: /12,50/ },
};

/** How the language abbreviates kilobytes (kB, ko), as the app writes sizes through ICU too. */
const kilobytes = (language: Language) =>
  new Intl.NumberFormat(LANGUAGES[language], { style: "unit", unit: "kilobyte" })
    .formatToParts(1)
    .find((part) => part.type === "unit")!.value;

for (const language of Object.keys(LANGUAGES) as Language[]) {
  const w = wordsOf(language);
  for (const [size, use] of Object.entries(SCREENS)) {
    test.describe(`in ${language} on a ${size}`, () => {
      test.use({ locale: LANGUAGES[language], ...use });

      test("a plain sheet, a backup and its refused restore, then the page of a removed member", async ({
        signedInPage: page,
        request,
        account,
      }) => {
        // Item 7: the sheet's headers are matched in its language and the preview writes its numbers so.
        const sheet = SHEETS[language];
        await page.goto("/settings/import");
        await page
          .getByLabel(w("CSV or TSV file"))
          .setInputFiles({ name: "sheet.csv", mimeType: "text/csv", buffer: Buffer.from(sheet.text) });
        await page.getByRole("button", { name: w("Check file") }).click();
        const [name, location] = sheet.headers.map((header) =>
          page.getByLabel(w("Import column {header} as", { header })),
        );
        await expect(name!).toHaveValue("HB.name");
        await expect(location!).toHaveValue("HB.location");
        await page.getByRole("button", { name: w("Show preview") }).click();
        const preview = page.getByRole("table", { name: w("First rows as they will be stored") });
        await expect(preview.getByRole("row", { name: /Drill Garage 2/ })).toContainText(sheet.price);
        if (size === "phone") await expectNoSideScroll(page, "import preview");

        // Item 13: the backup's size in kilobytes the language's way; a restore over items says what to choose.
        await createEntity(account, { name: "Shed", entityTypeId: account.locationTypeId });
        await page.goto("/settings/export");
        await page.getByRole("button", { name: w("Create full backup") }).click();
        const backups = page.getByRole("list", { name: w("Backups") });
        await expect(backups.getByText(new RegExp(`^\\d+([.,]\\d)?\\s*${kilobytes(language)}$`))).toBeVisible();
        const download = page.waitForEvent("download");
        await page.getByRole("button", { name: w("Download backup") }).click();
        await page.getByLabel(w("Backup file")).setInputFiles(await (await download).path());
        await page.getByRole("button", { name: w("Restore backup") }).click();
        await page
          .getByRole("alertdialog")
          .getByRole("button", { name: w("Restore"), exact: true })
          .click();
        const said = w(
          "This group already holds items. Choose “Replace the current inventory” to delete them and restore the backup.",
        );
        const refusal = page.getByRole("region", { name: w("Restore from a backup") }).getByRole("alert");
        await expect(refusal).toHaveText(said);
        await expect(page.getByText(said)).toHaveCount(1); // said beside the button, not in a toast as well

        // Item 6: a member removed from the group may start one or join one with an invitation.
        const { account: dana, userId } = await joinGroup(request, account, "editor", "Dana");
        await removeMember(account, userId);
        await signIn(page.context(), dana);
        await page.goto("/");
        await expect(page.getByRole("heading", { name: w("You are in no group"), level: 1 })).toBeVisible();
        await expect(page.getByLabel(w("Group name"))).toBeVisible();
        await expect(page.getByRole("button", { name: w("Create group") })).toBeVisible();
        await expect(page.getByLabel(w("Invitation link or code"))).toBeVisible();
        await expect(page.getByRole("button", { name: w("Join group") })).toBeVisible();
        if (size === "phone") await expectNoSideScroll(page, "no group");
      });
    });
  }
}
