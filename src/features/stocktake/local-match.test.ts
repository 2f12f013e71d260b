import { describe, expect, it } from "vitest";
import type { StocktakeOut } from "../../../contract/stocktake";
import { indexView, predictScan } from "./local-match";

const person = { id: "u1", name: "Ann" };
const at = "2026-11-28T03:00:00.000Z";
const view = {
  missing: [{ entityId: "e1", name: "Drill", assetId: "000-001", quantity: 1, recordedAt: null, now: "unchanged" }],
  found: [],
  unexpected: [
    {
      entityId: "e2",
      name: "Saw",
      assetId: "000-002",
      recordedAt: null,
      count: 1,
      lastBy: person,
      lastScannedAt: at,
      now: "unchanged",
    },
  ],
  unknown: [{ code: "ZZZ", scans: 1, lastBy: person, lastScannedAt: at }],
} as unknown as StocktakeOut;
const scan = (code: string) => ({ scanId: code, code, scannedAt: at });

describe("predictScan", () => {
  const index = indexView(view);
  it("finds an expected entity by its asset id", () => {
    expect(predictScan(index, new Map(), scan("000-001"))).toEqual({ outcome: "found", entityId: "e1", name: "Drill" });
  });
  it("names an entity seen elsewhere unexpected again", () => {
    expect(predictScan(index, new Map(), scan("#2")).outcome).toBe("unexpected");
  });
  it("matches a product code only by an earlier answer", () => {
    expect(predictScan(index, new Map(), scan("4006381333931")).outcome).toBe("pending");
    expect(predictScan(index, new Map([["4006381333931", "e1"]]), scan("4006381333931")).outcome).toBe("found");
  });
  it("knows a code that matched nothing before", () => {
    expect(predictScan(index, new Map(), scan("ZZZ")).outcome).toBe("unknown");
  });
});
