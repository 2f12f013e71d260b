import { LANGUAGES, wordsOf, type Language } from "./support/catalog";
import { createEntity, getEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { SCREENS } from "./support/phone";
import { wedgeScan } from "./support/scan";

/**
 * Issue 38's item 10 in every language at both sizes (docs/first-hour-coverage.md): a wedge scan into a
 * code field fills it, and an unknown code goes onto an item found by search. The English desk's other
 * cases (Barcode fields, Tab suffix, a text expander, picking by asset label) are in scan-into-things.spec.ts.
 */

/** A code no entity carries and the stub's product search does not know. */
const UNKNOWN = "5901234123457";
const SERIAL = "SN-2024-88421";

for (const language of Object.keys(LANGUAGES) as Language[]) {
  const w = wordsOf(language);
  for (const [size, use] of Object.entries(SCREENS)) {
    test.describe(`in ${language} on a ${size}`, () => {
      test.use({ locale: LANGUAGES[language], ...use });

      test("a scan fills the serial number; an unknown code goes onto an item found by search", async ({
        signedInPage: page,
        account,
      }) => {
        // Five page loads and three scans: a loaded CI machine needs more than the default 30 s.
        test.setTimeout(60_000);
        const drill = await createEntity(account, { name: "Cordless drill", serialNumber: "old" });
        const panel = page.getByRole("dialog", { name: w("Scan") });

        // A scan into the focused serial number fills it; its Enter neither saves nor opens the panel.
        await page.goto(`/entities/${drill.id}/edit#identifications`);
        const serial = page.getByLabel(w("Serial number"));
        await serial.click();
        await wedgeScan(page, SERIAL);
        await expect(serial).toHaveValue(SERIAL);
        const note = w("Scanned {code} into {field}.", { code: SERIAL, field: w("Serial number") });
        await expect(page.getByRole("status").filter({ hasText: note })).toHaveCount(1);
        await expect(panel).toHaveCount(0);
        await expect(page).toHaveURL(/\/edit/);
        await page.getByRole("button", { name: w("Save"), exact: true }).click();
        await expect(page.getByRole("heading", { name: drill.name, level: 1 })).toBeVisible();
        expect((await getEntity(account, drill.id)).serialNumber).toBe(SERIAL);

        // An unknown code's panel offers to put it on an existing item, found by the picker's search.
        await page.goto("/inventory");
        await expect(page.getByRole("heading", { name: w("Inventory"), level: 1 })).toBeVisible();
        await wedgeScan(page, UNKNOWN);
        await panel.getByRole("button", { name: w("Add this code to an existing item") }).click();
        const item = panel.getByRole("combobox", { name: w("Item") });
        // Typed at a person's pace, so the picker's text is not taken for a scan.
        await item.pressSequentially("Cordless", { delay: 120 });
        await panel.getByRole("option", { name: /Cordless drill/ }).click();
        await panel.getByRole("button", { name: w("Add code") }).click();
        await expect(panel.getByRole("button", { name: w("Open {name}", { name: drill.name }) })).toBeFocused();

        // The same code scanned again finds the item.
        await wedgeScan(page, UNKNOWN);
        const found = panel.getByRole("list", { name: w("In inventory") });
        await expect(found).toContainText(drill.name);
        await found.getByRole("button", { name: w("Open {name}", { name: drill.name }) }).click();
        await expect(page.getByRole("heading", { name: drill.name, level: 1 })).toBeVisible();
      });
    });
  }
}
