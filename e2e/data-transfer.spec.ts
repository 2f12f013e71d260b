import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { createAccount, signIn } from "./support/session";

const GOOD =
  "HB.import_ref,HB.location,HB.tags,HB.name,HB.quantity\nw-1,Cellar / Rack,Wine,Rioja 2019,6\nw-2,Cellar,,Corkscrew,1\n";
const BAD = `${GOOD}w-3,Cellar,,,2\n`;

const csvFile = (text: string) => ({ name: "wine.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

test("the import wizard shows a row error, then imports a clean file and links to the items", async ({
  signedInPage: page,
}) => {
  await page.goto("/inventory");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();

  await page.getByLabel("CSV or TSV file").setInputFiles(csvFile(BAD));
  await page.getByRole("button", { name: "Check file" }).click();
  const errors = page.getByRole("table", { name: "Row errors" });
  await expect(errors.getByRole("row", { name: /4 HB\.name must not be empty/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import \d+ rows$/ })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download row errors (CSV)" }).click();
  expect((await download).suggestedFilename()).toBe("row-errors.csv");

  await page.getByLabel("CSV or TSV file").setInputFiles(csvFile(GOOD));
  await page.getByRole("button", { name: "Check file" }).click();
  const preview = page.getByRole("table", { name: "First rows as they will be stored" });
  await expect(preview.getByRole("row", { name: /Rioja 2019 Cellar \/ Rack Wine 6/ })).toBeVisible();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("heading", { name: "Imported" })).toBeVisible();
  await page.getByRole("link", { name: "Rioja 2019" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rioja 2019" })).toBeVisible();
});

test("a full backup downloaded from one account restores into another account's empty group", async ({
  signedInPage: page,
  account: source,
  request,
}) => {
  const shed = await createEntity(source, { name: "Shed", entityTypeId: source.locationTypeId });
  await createEntity(source, { name: "Lawn mower", parentId: shed.id, purchasePrice: 250 });
  await page.goto("/settings/export");
  await page.getByRole("button", { name: "Create full backup" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download backup" }).click();
  const zip = await (await download).path();

  const target = await createAccount(request, "Target");
  await signIn(page.context(), target);
  await page.goto("/settings/export");
  await expect(page.getByText(/Restoring writes the backup/)).toBeVisible();
  await page.getByLabel("Backup file").setInputFiles(zip);
  await page.getByRole("button", { name: "Restore backup" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored 2 items and locations" })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  await expect(page.getByRole("row", { name: /Lawn mower/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("definition").filter({ hasText: "$250.00" })).toBeVisible();
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  const SHEET =
    "Bezeichnung;Ort;Menge;Preis;Gekauft;Farbe\n" +
    "Akkuschrauber;Keller / Regal;2;129,90;31.12.2024;gelb\n" +
    "Hammer;Keller;1;12,5;01.02.2023;rot\n";

  test("a plain sheet imports by its columns: obvious ones matched, the rest chosen, German numbers and dates, remembered next time", async ({
    signedInPage: page,
  }) => {
    await page.goto("/settings/import");
    const chooseFile = async () => {
      await page.getByLabel("CSV- oder TSV-Datei").setInputFiles(csvFile(SHEET));
      await page.getByRole("button", { name: "Datei prüfen" }).click();
    };
    await chooseFile();
    const column = (header: string) => page.getByLabel(`Spalte ${header} importieren als`);
    await expect(column("Bezeichnung")).toHaveValue("HB.name");
    await expect(column("Ort")).toHaveValue("HB.location");
    await expect(column("Menge")).toHaveValue("HB.quantity");
    await expect(column("Preis")).toHaveValue("HB.purchase_price");
    await expect(column("Gekauft")).toHaveValue("");
    await expect(page.getByLabel("Zahlen und Daten geschrieben auf")).toHaveValue("de");
    await column("Gekauft").selectOption({ label: "Kaufdatum" });
    await column("Farbe").selectOption({ label: "Eigenes Feld „Farbe“" });
    await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
    const preview = page.getByRole("table", { name: "Erste Zeilen, wie sie gespeichert werden" });
    await expect(
      preview.getByRole("row", { name: /Akkuschrauber Keller \/ Regal 2 129,90 31\.12\.2024/ }),
    ).toBeVisible();
    await expect(preview.getByRole("row", { name: /Hammer Keller 1 12,50 01\.02\.2023/ })).toBeVisible();
    await page.getByRole("button", { name: "2 Zeilen importieren" }).click();
    await expect(page.getByRole("heading", { name: "Importiert" })).toBeVisible();

    // The next import of a sheet with these headers starts from the choices made this time.
    await page.reload();
    await chooseFile();
    await expect(column("Gekauft")).toHaveValue("HB.purchase_date");
    await expect(column("Farbe")).toHaveValue("HB.field.Farbe");
  });

  test("backup sizes read in kB, and a restore into a group with items says to choose Replace", async ({
    signedInPage: page,
    account,
  }) => {
    await createEntity(account, { name: "Schuppen", entityTypeId: account.locationTypeId });
    await page.goto("/settings/export");
    await page.getByRole("button", { name: "Vollständige Sicherung erstellen" }).click();
    const backups = page.getByRole("list", { name: "Sicherungen" });
    await expect(backups.getByText(/^\d+(,\d)?\s*kB$/)).toBeVisible();
    await expect(backups.getByText(/MiB/)).toHaveCount(0);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Sicherung herunterladen" }).click();
    await page.getByLabel("Sicherungsdatei").setInputFiles(await (await download).path());
    await page.getByRole("button", { name: "Sicherung wiederherstellen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Wiederherstellen" }).click();
    const refusal = page.getByRole("region", { name: "Aus einer Sicherung wiederherstellen" }).getByRole("alert");
    await expect(refusal).toHaveText(
      "Diese Gruppe enthält bereits Einträge. Wählen Sie „Das aktuelle Inventar ersetzen“, um sie zu löschen und die Sicherung wiederherzustellen.",
    );
  });
});
