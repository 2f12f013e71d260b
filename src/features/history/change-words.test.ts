import { describe, expect, it } from "vitest";
import { formatDate } from "../../components/format/date";
import { formatMoney } from "../../components/format/money";
import { actionWords, actorWords, shownChanges, type Names } from "./change-words";

const names: Names = {
  tag: (id) => ({ t1: "Red", t2: "Blue" })[id],
  type: (id) => (id === "ty1" ? "Tool" : undefined),
};
const words = (field: string, from: unknown, to: unknown) =>
  shownChanges({ changes: [{ field, from, to }] }, names)[0]!;

describe("a change in words", () => {
  it("labels fields as the edit form does, with money, dates and yes/no in the user's formats", () => {
    expect(words("purchasePrice", 10, 12.5)).toMatchObject({
      label: "Purchase price",
      change: { kind: "pair", from: { text: formatMoney(10) }, to: { text: formatMoney(12.5) } },
    });
    expect(words("warrantyExpires", null, "2027-03-01")).toMatchObject({
      label: "Warranty expires",
      change: { from: { text: "—" }, to: { text: formatDate("2027-03-01") } },
    });
    expect(words("insured", false, true).change).toMatchObject({ from: { text: "No" }, to: { text: "Yes" } });
    expect(words("parentId", "a", "b")).toMatchObject({ label: "Inside", change: { to: { kind: "entity", id: "b" } } });
  });

  it("names tags and types, and says when one was deleted since", () => {
    expect(words("tagIds", ["t1", "gone"], ["t1", "t2"]).change).toEqual({
      kind: "set",
      added: ["Blue"],
      removed: ["a deleted tag"],
    });
    expect(words("entityTypeId", "ty1", "ty2").change).toMatchObject({
      from: { text: "Tool" },
      to: { text: "a deleted type" },
    });
  });

  it("lists custom fields by name and value; attachments cannot be restored alone", () => {
    const field = (textValue: string) => ({
      name: "Colour",
      type: "text",
      textValue,
      numberValue: 0,
      booleanValue: false,
    });
    expect(words("fields", [field("red")], [field("blue")])).toMatchObject({
      label: "Custom fields",
      restorable: true,
      change: { added: ["Colour: blue"], removed: ["Colour: red"] },
    });
    expect(words("attachments", [], [{ id: "x", title: "Manual" }])).toMatchObject({
      restorable: false,
      change: { added: ["Manual"], removed: [] },
    });
  });

  it("says what happened and who did it", () => {
    expect(actionWords("unarchive")).toBe("Taken out of the archive");
    expect(actorWords({ id: "k", name: "Importer", kind: "apiKey" })).toBe("API key Importer");
    expect(actorWords({ id: "u", name: "Dana", kind: "user" })).toBe("Dana");
  });
});
