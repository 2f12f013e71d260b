import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { setGroupCurrency, signIn } from "./support/session";

/**
 * The SPA in German and in French (docs/i18n.md): a browser in that language gets the app in it, with
 * prices and dates in its formats; the user menu's picker switches and is remembered; axe stays clean.
 */

/** The words a German or French user reads, for the journey through every group of the edit form. */
const LANGUAGES = {
  de: {
    locale: "de-DE",
    htmlLang: "de",
    inventory: "Inventar",
    editHeading: /bearbeiten$/,
    saveAndStay: "Speichern und weiter bearbeiten",
    savedAt: /Gespeichert um/,
    sections: {
      identifications: "Kennungen",
      purchase: "Kauf",
      warranty: "Garantie",
      sold: "Verkauf",
      extras: "Extras",
    },
    labels: {
      name: "Name",
      description: "Beschreibung",
      quantity: "Menge",
      archived: "Archiviert",
      manufacturer: "Hersteller",
      modelNumber: "Modellnummer",
      serialNumber: "Seriennummer",
      purchaseDate: "Kaufdatum",
      purchaseFrom: "Gekauft bei",
      purchasePrice: "Kaufpreis",
      insured: "Versichert",
      lifetimeWarranty: "Lebenslange Garantie",
      warrantyExpires: "Garantie bis",
      warrantyDetails: "Garantiedetails",
      soldDate: "Verkauft am",
      soldTo: "Verkauft an",
      soldPrice: "Verkaufspreis",
      soldNotes: "Verkaufsnotizen",
      notes: "Notizen",
    },
    edit: "Bearbeiten",
    price: /^129,90\s€$/,
    soldPrice: /^60,00\s€$/,
    purchaseDate: /^01\.03\.2024$/,
    soldDate: /^15\.01\.2025$/,
    required: "Name darf nicht leer sein.",
  },
  fr: {
    locale: "fr-FR",
    htmlLang: "fr",
    inventory: "Inventaire",
    editHeading: /^Modifier /,
    saveAndStay: "Enregistrer et continuer",
    savedAt: /Enregistré à/,
    sections: {
      identifications: "Identification",
      purchase: "Achat",
      warranty: "Garantie",
      sold: "Vente",
      extras: "Divers",
    },
    labels: {
      name: "Nom",
      description: "Description",
      quantity: "Quantité",
      archived: "Archivé",
      manufacturer: "Fabricant",
      modelNumber: "Référence du modèle",
      serialNumber: "Numéro de série",
      purchaseDate: "Date d’achat",
      purchaseFrom: "Acheté chez",
      purchasePrice: "Prix d’achat",
      insured: "Assuré",
      lifetimeWarranty: "Garantie à vie",
      warrantyExpires: "Fin de garantie",
      warrantyDetails: "Détails de la garantie",
      soldDate: "Vendu le",
      soldTo: "Vendu à",
      soldPrice: "Prix de vente",
      soldNotes: "Notes de vente",
      notes: "Notes",
    },
    edit: "Modifier",
    price: /^129,90\s€$/,
    soldPrice: /^60,00\s€$/,
    purchaseDate: /^1 mars 2024$/,
    soldDate: /^15 janv\. 2025$/,
    required: "Nom : ne doit pas être vide.",
  },
} as const;

type Words = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** Serious and critical WCAG 2.x A/AA findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function openSection(page: Page, title: string) {
  const trigger = page.getByRole("button", { name: new RegExp(`^\\W*${title}`) });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
}

for (const [language, words] of Object.entries(LANGUAGES) as [string, Words][]) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: words.locale });

    test("edits every group; the item page shows the prices and dates in the language's formats", async ({
      signedInPage: page,
      account,
    }) => {
      await setGroupCurrency(account, "EUR");
      const drill = await createEntity(account, { name: "Drill" });
      const l = words.labels;
      await page.goto(`/entities/${drill.id}/edit`);
      await expect(page.getByRole("heading", { level: 1, name: words.editHeading })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", words.htmlLang);

      // A contract rule broken in the browser is explained in the language too.
      await page.getByLabel(l.name, { exact: true }).fill("");
      await page.getByRole("button", { name: words.saveAndStay }).click();
      await expect(page.getByText(words.required)).toBeVisible();

      await page.getByLabel(l.name, { exact: true }).fill("Hammer drill");
      await page.getByLabel(l.description).fill("Cordless, 18 V");
      await page.getByLabel(l.quantity, { exact: true }).fill("3");
      await page.getByLabel(l.archived).check();
      await openSection(page, words.sections.identifications);
      await page.getByLabel(l.manufacturer).fill("Makita");
      await page.getByLabel(l.modelNumber).fill("DHP482");
      await page.getByLabel(l.serialNumber).fill("SN-123");
      await openSection(page, words.sections.purchase);
      await page.getByLabel(l.purchaseDate).fill("2024-03-01");
      await page.getByLabel(l.purchaseFrom).fill("Hardware store");
      await page.getByLabel(l.purchasePrice).fill("129.9");
      await openSection(page, words.sections.warranty);
      await page.getByLabel(l.insured).check();
      await page.getByLabel(l.lifetimeWarranty).check();
      await page.getByLabel(l.warrantyExpires).fill("2027-03-01");
      await page.getByLabel(l.warrantyDetails).fill("Three years on parts");
      await openSection(page, words.sections.sold);
      await page.getByLabel(l.soldDate).fill("2025-01-15");
      await page.getByLabel(l.soldTo).fill("Neighbour");
      await page.getByLabel(l.soldPrice).fill("60");
      await page.getByLabel(l.soldNotes).fill("With case");
      await openSection(page, words.sections.extras);
      await page.getByLabel(l.notes, { exact: true }).fill("Battery is weak");
      expect(await seriousViolations(page), "edit page").toEqual([]);

      await page.getByRole("button", { name: words.saveAndStay }).click();
      await expect(page.getByRole("status").filter({ hasText: words.savedAt })).toBeVisible();
      expect(await getEntity(account, drill.id)).toMatchObject({
        name: "Hammer drill",
        quantity: 3,
        archived: true,
        manufacturer: "Makita",
        purchasePrice: 129.9,
        purchaseDate: "2024-03-01",
        insured: true,
        lifetimeWarranty: true,
        soldPrice: 60,
        soldDate: "2025-01-15",
        notes: "Battery is weak",
      });

      // The item page: the same labels as the form, money in euros and dates the language's way.
      await page.goto(`/entities/${drill.id}`);
      await expect(page.getByRole("heading", { name: "Hammer drill", level: 1 })).toBeVisible();
      const row = (label: string) => page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) });
      await expect(row(l.purchasePrice)).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: words.price })).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: words.soldPrice })).toBeVisible();
      await expect(row(l.purchaseDate)).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: words.purchaseDate })).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: words.soldDate })).toBeVisible();
      await expect(page.getByRole("link", { name: words.edit })).toBeVisible();
      expect(await seriousViolations(page), "item page").toEqual([]);
    });

    test("the signed-out pages and the inventory have no serious accessibility violations", async ({
      page,
      account,
    }) => {
      await page.goto("/sign-in?chosen=1");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", words.htmlLang);
      expect(await seriousViolations(page), "sign-in").toEqual([]);

      await signIn(page.context(), account);
      await page.goto("/inventory");
      await expect(page.getByRole("heading", { name: words.inventory, level: 1 })).toBeVisible();
      expect(await seriousViolations(page), "inventory").toEqual([]);
    });
  });
}

test("the language picked in the user menu applies at once and is remembered after a reload", async ({
  signedInPage: page,
}) => {
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await page.getByRole("combobox", { name: "Language" }).selectOption("Deutsch");
  await expect(page.getByRole("heading", { name: "Inventar", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sprache" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Inventar", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("combobox", { name: "Sprache" }).selectOption("Français");
  await expect(page.getByRole("heading", { name: "Inventaire", level: 1 })).toBeVisible();
  // The scanning pages bring their own catalog part, in the language picked.
  await page.goto("/scan/session");
  await expect(page.getByRole("heading", { name: "Session de scan", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Déplacer ici")).toBeVisible();
});

test("the management pages bring their own catalog part, in the language picked and again after a switch", async ({
  signedInPage: page,
}) => {
  await page.goto("/inventory");
  await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("Deutsch");
  await expect(page.getByRole("heading", { name: "Inventar", level: 1 })).toBeVisible();
  // The settings chunk loads after the switch: its words come in German.
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Einstellungen" }).click();
  await expect(page.getByRole("heading", { name: "Konto", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sitzungen", level: 2 })).toBeVisible();
  // A switch on the page loads the part again, in French.
  await page.getByRole("banner").getByRole("combobox", { name: "Sprache" }).selectOption("Français");
  await expect(page.getByRole("heading", { name: "Compte", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Profil", exact: true, level: 2 })).toBeVisible();
});
