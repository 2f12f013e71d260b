import { describe, expect, it } from "vitest";
import { BulkPatch } from "../../../contract/bulk";
import { toBulkPatch } from "./bulk-fields";

describe("toBulkPatch", () => {
  it("sends only the chosen fields, numbers as numbers", () => {
    const patch = toBulkPatch({ purchasePrice: "12.5", insured: true, warrantyExpires: "2027-01-31" }, []);
    expect(patch).toEqual({ purchasePrice: 12.5, insured: true, warrantyExpires: "2027-01-31" });
    expect(BulkPatch.safeParse(patch).success).toBe(true);
  });

  it("sets a custom field by its trimmed name and typed value", () => {
    const patch = toBulkPatch({}, [{ name: " Voltage ", type: "number", value: "230" }]);
    expect(patch).toEqual({ fields: [{ name: "Voltage", type: "number", value: 230 }] });
    expect(BulkPatch.safeParse(patch).success).toBe(true);
  });

  it("sends nothing when nothing was chosen", () => {
    expect(toBulkPatch({}, [])).toEqual({});
  });
});
