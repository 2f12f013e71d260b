// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useQuantityKeys } from "./use-quantity-keys";

/** A keydown at a given time (the scanner rule reads the key's own timestamp). */
function press(key: string, at: number, target: EventTarget = window) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, "timeStamp", { value: at });
  target.dispatchEvent(event);
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("+/- quantity keys", () => {
  it("steps on a lone + or - by a person", () => {
    const onStep = vi.fn();
    renderHook(() => useQuantityKeys(onStep));
    press("+", 1000);
    vi.advanceTimersByTime(200);
    press("-", 3000);
    vi.advanceTimersByTime(200);
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
  });

  it("counts a + right after Enter (the key that opened the page) as a person's", () => {
    const onStep = vi.fn();
    renderHook(() => useQuantityKeys(onStep));
    press("Enter", 1000);
    press("+", 1010);
    vi.advanceTimersByTime(200);
    expect(onStep).toHaveBeenCalledWith(1);
  });

  it("ignores a - inside or at the start of a scanner's burst", () => {
    const onStep = vi.fn();
    renderHook(() => useQuantityKeys(onStep));
    for (const [i, key] of [..."000-042"].entries()) press(key, 1000 + i * 10);
    vi.advanceTimersByTime(200);
    for (const [i, key] of [..."-42"].entries()) press(key, 5000 + i * 10);
    vi.advanceTimersByTime(200);
    expect(onStep).not.toHaveBeenCalled();
  });

  it("leaves text fields alone", () => {
    const onStep = vi.fn();
    renderHook(() => useQuantityKeys(onStep));
    const input = document.body.appendChild(document.createElement("input"));
    press("-", 1000, input);
    vi.advanceTimersByTime(200);
    expect(onStep).not.toHaveBeenCalled();
    input.remove();
  });
});
