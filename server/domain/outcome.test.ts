import { describe, expect, it } from "vitest";
import { combine } from "./outcome";

describe("combine", () => {
  it("gives every value when every check passed", () => {
    expect(combine({ a: { ok: 1 }, b: { ok: "x" } })).toEqual({ ok: { a: 1, b: "x" } });
  });

  it("gives the fields of every failed check, and no values", () => {
    expect(combine({ a: { errors: { x: "bad" } }, b: { ok: 2 }, c: { errors: { y: "worse" } } })).toEqual({
      errors: { x: "bad", y: "worse" },
    });
  });
});
