// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { DEFAULT_THRESHOLDS } from "../wedge/wedge-detector";
import { createLocalValue } from "./local-value";
import { scanSettings, validateThresholds } from "./scan-settings";

afterEach(() => localStorage.clear());

describe("scan settings store", () => {
  it("reads the defaults when nothing is saved, and what was saved afterwards", () => {
    expect(scanSettings.get()).toEqual(DEFAULT_THRESHOLDS);
    const tuned = { ...DEFAULT_THRESHOLDS, maxMeanGapMs: 45, terminators: ["Tab" as const] };
    scanSettings.set(tuned);
    expect(scanSettings.get()).toEqual(tuned);
    expect(JSON.parse(localStorage.getItem("inventory.scan.thresholds")!)).toEqual(tuned);
  });

  it("falls back per field when a stored value is invalid, and wholly when it is not JSON", () => {
    localStorage.setItem(
      "inventory.scan.thresholds",
      JSON.stringify({ minLength: -3, maxGapMs: 120, terminators: ["Esc"] }),
    );
    expect(scanSettings.get()).toEqual({ ...DEFAULT_THRESHOLDS, maxGapMs: 120 });
    localStorage.setItem("inventory.scan.thresholds", "{oops");
    expect(scanSettings.get()).toEqual(DEFAULT_THRESHOLDS);
  });

  it("returns the same object until the stored text changes (a stable snapshot)", () => {
    scanSettings.set({ ...DEFAULT_THRESHOLDS, minLength: 6 });
    expect(scanSettings.get()).toBe(scanSettings.get());
  });

  it("tells subscribers about saves here and in other tabs", () => {
    const store = createLocalValue("test.value", z.number(), 0);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key: "test.value" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "other" }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("validateThresholds", () => {
  it("accepts the defaults and names each bad field", () => {
    expect(validateThresholds(DEFAULT_THRESHOLDS)).toEqual({});
    expect(validateThresholds({ ...DEFAULT_THRESHOLDS, minLength: 1, silenceMs: 2.5 })).toEqual({
      minLength: "must be a whole number from 2 to 80",
      silenceMs: "must be a whole number from 20 to 2000",
    });
    expect(validateThresholds({ ...DEFAULT_THRESHOLDS, maxMeanGapMs: 90 })).toEqual({
      maxMeanGapMs: "must not be more than the largest gap",
    });
  });
});
