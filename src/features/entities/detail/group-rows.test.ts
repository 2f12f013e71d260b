import { describe, expect, it } from "vitest";
import { makeDrill } from "../../../testing/entity-fixture";
import { formatDate } from "../../../components/format/date";
import { formatMoney } from "../../../components/format/money";
import { LABELS } from "../../../components/form/field-labels";
import { SECTIONS } from "../../../components/form/sections";
import { entityGroups } from "./group-rows";

describe("the item page's groups", () => {
  const groups = entityGroups(makeDrill({ soldTo: "Neighbour", soldPrice: 60, soldNotes: "With case", notes: "Weak" }));
  const group = (title: string) => groups.find((g) => g.title === title)!;

  it("are the edit form's groups, in its order", () => {
    expect(groups.map((g) => g.title)).toEqual(SECTIONS.map((s) => s.title));
  });

  it("name each field as the form does, with no two rows of the same name", () => {
    expect(group("Purchase").rows.map((r) => r.label)).toEqual(["Purchase date", "Purchased from", "Purchase price"]);
    expect(group("Sold").rows.map((r) => r.label)).toEqual(["Sold to", "Sold price", "Sold notes"]);
    const labels = groups.flatMap((g) => g.rows.map((r) => r.label));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("put Insured in the form's group of it", () => {
    const formGroup = SECTIONS.find((s) => s.keys.includes("insured"))!.title;
    expect(group(formGroup).rows).toContainEqual({ label: LABELS.insured, value: "Yes" });
  });

  it("write prices and dates with the formatters, leaving out unset ones", () => {
    expect(group("Purchase").rows).toContainEqual({ label: "Purchase price", value: formatMoney(99.5) });
    expect(group("Warranty").rows).toContainEqual({ label: "Warranty expires", value: formatDate("2026-02-03") });
    expect(group("Custom fields").rows).toContainEqual({ label: "Bought", value: formatDate("2023-02-03T10:20:00Z") });
  });
});
