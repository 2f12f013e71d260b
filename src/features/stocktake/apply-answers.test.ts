import { describe, expect, it } from "vitest";
import type { ScanResult, StocktakeOut } from "../../../contract/stocktake";
import { applyAnswers } from "./apply-answers";

const by = { id: "u1", name: "Ann" };
const at = "2026-11-28T03:00:00.000Z";
const drill = { entityId: "e1", name: "Drill", assetId: "000-001" };
const view = {
  expected: 2,
  counts: { found: 0, missing: 2, unexpected: 0, unknown: 0 },
  found: [],
  missing: [
    { ...drill, quantity: 1, recordedAt: null, now: "unchanged", nowAt: null },
    { entityId: "e2", name: "Saw", assetId: "000-002", quantity: 1, recordedAt: null, now: "unchanged", nowAt: null },
  ],
  unexpected: [],
  unknown: [],
} as unknown as StocktakeOut;
const answer = (result: Partial<ScanResult>, code = "000-001", count?: number) => ({
  scan: { scanId: "s", code, scannedAt: at, ...(count !== undefined && { count }) },
  result: { scanId: "s", first: "found", entity: null, count: null, recordedAt: null, by, ...result } as ScanResult,
});

describe("applyAnswers", () => {
  it("moves a found entity from missing to found, and counts it when scanned again", () => {
    const once = applyAnswers(view, [answer({ outcome: "found", entity: drill, count: 1 })])!;
    expect(once.counts).toEqual({ found: 1, missing: 1, unexpected: 0, unknown: 0 });
    expect(once.missing.map((m) => m.name)).toEqual(["Saw"]);
    expect(once.found[0]).toMatchObject({ name: "Drill", count: 1, counted: false, lastBy: by });
    const twice = applyAnswers(once, [answer({ outcome: "found", entity: drill, count: 2 })])!;
    expect(twice.counts.found).toBe(1);
    expect(twice.found[0]).toMatchObject({ count: 2, counted: true });
  });

  it("adds unknown codes and unexpected entities; a duplicate changes nothing", () => {
    const pan = { entityId: "e9", name: "Pan", assetId: null };
    const next = applyAnswers(view, [
      answer({ outcome: "unknown" }, "ZZZ"),
      answer({ outcome: "unknown" }, "ZZZ"),
      answer({ outcome: "unexpected", first: "unexpected", entity: pan, count: 1 }, "#9"),
      answer({ outcome: "duplicate", entity: drill, count: 1 }),
    ])!;
    expect(next.unknown).toMatchObject([{ code: "ZZZ", scans: 2 }]);
    expect(next.unexpected).toMatchObject([{ name: "Pan", keep: false }]);
    expect(next.counts).toEqual({ found: 0, missing: 2, unexpected: 1, unknown: 1 });
  });

  it("answers null when a shortened list may hold the entity already: only the service can tell", () => {
    const short = { ...view, counts: { ...view.counts, found: 5, missing: 7, unknown: 3 } };
    const stranger = { entityId: "e7", name: "Lamp", assetId: null };
    expect(applyAnswers(short, [answer({ outcome: "found", entity: stranger, count: 3 })])).toBeNull();
    expect(applyAnswers(short, [answer({ outcome: "unknown" }, "QQQ")])).toBeNull();
    expect(applyAnswers(short, [answer({ outcome: "found", entity: drill, count: 1 })])!.counts.missing).toBe(6);
  });
});
