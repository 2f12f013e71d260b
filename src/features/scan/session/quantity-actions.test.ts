import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { EntityOut } from "../../../../contract/entity";
import { amountToUse, takeOne } from "./quantity-actions";

describe("amountToUse", () => {
  it("takes one while one or more is left", () => {
    expect(amountToUse(4)).toBe(1);
    expect(amountToUse(1)).toBe(1);
    expect(amountToUse(2.5)).toBe(1);
  });

  it("takes only the rest when less than one is left, and nothing at 0", () => {
    expect(amountToUse(0.25)).toBe(0.25);
    expect(amountToUse(0)).toBe(0);
  });
});

describe("takeOne", () => {
  it("at quantity 0 says so as an error and writes nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const entity = { id: "e1", name: "AA battery", quantity: 0, unit: "" } as EntityOut;
    const done = await takeOne(new QueryClient(), entity);
    expect(done).toEqual({ tone: "error", message: "AA battery: none left to use (quantity 0). Nothing changed." });
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
