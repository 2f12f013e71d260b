import { describe, expect, it } from "vitest";
import { diffConflict, mergeChoices } from "./conflict";
import { toFormValues } from "../../../components/form/form-values";
import { ids, makeDrill } from "../../../testing/entity-fixture";

const names = { typeName: () => "Item", tagName: () => "Power tools" };

describe("conflict diff", () => {
  const base = toFormValues(makeDrill());
  const mine = { ...base, name: "Drill (mine)", notes: "oiled", serialNumber: "SN-same" };
  const theirs = {
    ...base,
    name: "Drill (theirs)",
    quantity: 5,
    serialNumber: "SN-same",
    storedElsewhere: false,
    location: null,
  };

  const rows = diffConflict(base, mine, theirs, names);

  it("lists only the fields where the two versions differ, three-way against what was loaded", () => {
    expect(rows.map((r) => [r.label, r.youChanged, r.theyChanged, r.suggested])).toEqual([
      ["Name", true, true, "mine"],
      ["Quantity", false, true, "theirs"],
      ["Inside", false, true, "theirs"],
      ["Notes", true, false, "mine"],
    ]);
  });

  it("describes values in words", () => {
    const placement = rows.find((r) => r.key === "parent")!;
    expect(placement.mine).toBe("in Toolbox, stored at Shelf");
    expect(placement.theirs).toBe("in Toolbox");
    expect(rows.find((r) => r.key === "notes")!.theirs).toBe("(empty)");
  });

  it("merges the suggestion by default: nobody's edit is lost", () => {
    const merged = mergeChoices(mine, theirs, rows, {});
    expect(merged).toMatchObject({
      name: "Drill (mine)",
      quantity: 5,
      notes: "oiled",
      storedElsewhere: false,
      location: null,
    });
  });

  it("follows an explicit choice per field, taking coupled values together", () => {
    const merged = mergeChoices(mine, theirs, rows, { name: "theirs", parent: "mine", quantity: "mine" });
    expect(merged).toMatchObject({ name: "Drill (theirs)", quantity: 2, storedElsewhere: true });
    expect(merged.location?.id).toBe(ids.shelf);
  });
});
