import { describe, expect, it } from "vitest";
import { fieldErrorCode } from "./field-error-code";

describe("fieldErrorCode", () => {
  it("reads the code and the limit from the service's fixed wording", () => {
    expect(fieldErrorCode("must be at most 255 characters")).toEqual({ code: "too_long", limit: 255 });
    expect(fieldErrorCode("must be at least 8 characters")).toEqual({ code: "too_short", limit: 8 });
    expect(fieldErrorCode("must be at most 1e9")).toEqual({ code: "too_big", limit: 1e9 });
    expect(fieldErrorCode("must hold at most 100 tag ids")).toEqual({ code: "too_many", limit: 100 });
    expect(fieldErrorCode("not found: no tag with this id in your group")).toEqual({ code: "not_found" });
    expect(fieldErrorCode("must be a date (YYYY-MM-DD)")).toEqual({ code: "invalid_date" });
  });

  it("calls a message it does not know `invalid`", () => {
    expect(fieldErrorCode("is odd")).toEqual({ code: "invalid" });
  });
});
