import { describe, expect, it } from "vitest";
import { reconcileFields } from "./custom-fields";

const field = (id: string | null, name: string) => ({
  id,
  name,
  type: "text" as const,
  textValue: "",
  numberValue: 0,
  booleanValue: false,
});

describe("reconcileFields (docs/spec/contract.md, full update)", () => {
  it("creates fields without id, updates listed ones, deletes the rest", () => {
    const r = reconcileFields(["a", "b"], [field(null, "new"), field("b", "kept")]);
    expect(r).toEqual({
      ok: {
        create: [{ ...field(null, "new"), position: 0 }],
        update: [{ ...field("b", "kept"), position: 1 }],
        deleteIds: ["a"],
      },
    });
  });

  it("an id that is not this entity's is a 422 on that element", () => {
    expect(reconcileFields(["a"], [field("a", "x"), field("zzz", "y")])).toEqual({
      errors: { "fields[1].id": expect.stringMatching(/not found/) },
    });
  });

  it("the same id twice is a 422", () => {
    expect(reconcileFields(["a"], [field("a", "x"), field("a", "y")])).toEqual({
      errors: { "fields[1].id": "is listed twice" },
    });
  });

  it("an empty list deletes every field", () => {
    expect(reconcileFields(["a", "b"], [])).toEqual({ ok: { create: [], update: [], deleteIds: ["a", "b"] } });
  });
});
