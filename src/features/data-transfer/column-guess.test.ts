import { describe, expect, it } from "vitest";
import { guessColumn } from "./column-guess";

describe("guessColumn", () => {
  it("reads the usual headers whatever their case, spaces and punctuation", () => {
    expect(guessColumn("Name")).toBe("HB.name");
    expect(guessColumn("Menge")).toBe("HB.quantity");
    expect(guessColumn("Quantité")).toBe("HB.quantity");
    expect(guessColumn("Purchase price")).toBe("HB.purchase_price");
  });

  it("reads a minimum quantity in English, German and French", () => {
    for (const header of ["Min quantity", "Minimum quantity", "Reorder level", "min_qty"])
      expect(guessColumn(header), header).toBe("HB.min_quantity");
    for (const header of ["Mindestmenge", "Mindestbestand", "Meldebestand"])
      expect(guessColumn(header), header).toBe("HB.min_quantity");
    for (const header of ["Quantité minimale", "Stock minimum", "Seuil d'alerte", "Seuil d’alerte"])
      expect(guessColumn(header), header).toBe("HB.min_quantity");
  });

  it("reads a unit in English, German and French", () => {
    for (const header of ["Unit", "UoM", "Unit of measure", "Einheit", "Maßeinheit", "Unité", "Unité de mesure"])
      expect(guessColumn(header), header).toBe("HB.unit");
  });

  it("leaves a header it does not know unmapped", () => {
    expect(guessColumn("Farbe")).toBeUndefined();
    expect(guessColumn("Minutes")).toBeUndefined();
  });
});
