import { describe, expect, it } from "vitest";
import { AssetIdInput, DateInput, formatAssetId } from "./common";

describe("DateInput", () => {
  it("keeps the date part of YYYY-MM-DD and RFC 3339, clears on '' and null", () => {
    expect(DateInput.parse("2024-02-29")).toBe("2024-02-29");
    expect(DateInput.parse("0050-01-01")).toBe("0050-01-01");
    expect(DateInput.parse("2024-03-01T23:30:00+02:00")).toBe("2024-03-01");
    expect(DateInput.parse("2024-03-01T23:30:00-1400")).toBe("2024-03-01");
    expect(DateInput.parse("0001-01-01")).toBe("0001-01-01");
    expect(DateInput.parse("")).toBe("");
    expect(DateInput.parse(null)).toBe("");
  });

  it("rejects impossible dates and times", () => {
    for (const bad of [
      "2023-02-29",
      "2024-13-01",
      "2020-01-01T25:99Z",
      "2024-1-1",
      "soon",
      "0000-01-01",
      "2024-01-01T10:00+99:99",
      "2024-01-01T10:00+14:01",
      "2024-01-01T10:00-13:60",
    ]) {
      expect(DateInput.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("asset ids", () => {
  it("format zero-padded with a dash after the third digit", () => {
    expect([formatAssetId(1), formatAssetId(1234), formatAssetId(1234567), formatAssetId(null)]).toEqual([
      "000-001",
      "001-234",
      "123-4567",
      "",
    ]);
  });

  it("parse from '000-001', '1', 1 and '' ", () => {
    expect([
      AssetIdInput.parse("000-001"),
      AssetIdInput.parse("1"),
      AssetIdInput.parse(1),
      AssetIdInput.parse(""),
    ]).toEqual([1, 1, 1, null]);
    expect(AssetIdInput.safeParse("1-2-3").success).toBe(false);
  });
});
