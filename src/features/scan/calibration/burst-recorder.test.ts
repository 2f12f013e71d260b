import { describe, expect, it } from "vitest";
import { visibleCode } from "../lookup/visible-code";
import { DEFAULT_THRESHOLDS } from "../wedge/wedge-detector";
import { createBurstRecorder, judgeRecorded, suggestThresholds, type RecordedBurst } from "./burst-recorder";

describe("burst recorder", () => {
  it("measures gaps, mean, max and the terminator with its gap", () => {
    const r = createBurstRecorder();
    [0, 10, 30, 40].forEach((t, i) => expect(r.feed(String(i), t)).toBeNull());
    expect(r.feed("Shift", 45)).toBeNull();
    expect(r.feed("Tab", 52)).toEqual({
      text: "0123",
      times: [0, 10, 30, 40],
      gaps: [10, 20, 10],
      meanGap: 40 / 3,
      maxGap: 20,
      terminator: "Tab",
      terminatorGap: 12,
    });
  });

  it("ends a burst with no terminator at a pause, or by flush", () => {
    const r = createBurstRecorder(300);
    r.feed("a", 0);
    r.feed("b", 8);
    expect(r.feed("c", 500)).toMatchObject({ text: "ab", terminator: null, terminatorGap: null });
    expect(r.flush()).toMatchObject({ text: "c", gaps: [], meanGap: 0, maxGap: 0 });
    expect(r.flush()).toBeNull();
  });

  it("keeps GS, shown as a control picture", () => {
    const r = createBurstRecorder();
    ["0", "1", "\u001d", "9"].forEach((k, i) => r.feed(k, i * 5));
    const burst = r.feed("Enter", 25)!;
    expect(burst.text).toBe("01\u001d9");
    expect(visibleCode(burst.text)).toBe("01␝9");
  });
});

describe("calibration verdict and suggestion", () => {
  const burst = (over: Partial<RecordedBurst>): RecordedBurst => ({
    text: "12345678",
    times: [0, 40, 80, 120, 160, 200, 240, 280],
    gaps: Array(7).fill(40),
    meanGap: 40,
    maxGap: 40,
    terminator: "Enter",
    terminatorGap: 40,
    ...over,
  });

  it("explains why a slow scanner is not recognised, and suggests thresholds that accept it", () => {
    const slow = burst({});
    expect(judgeRecorded(slow, DEFAULT_THRESHOLDS)).toEqual({ ok: false, reason: "mean gap 40 ms, over 30 ms" });
    const suggested = suggestThresholds(slow, DEFAULT_THRESHOLDS);
    expect(suggested).toMatchObject({ maxMeanGapMs: 60, maxGapMs: 70, minLength: 4 });
    expect(judgeRecorded(slow, suggested)).toEqual({ ok: true });
  });

  it("flags a terminator that is switched off, and switches it on in the suggestion", () => {
    const tab = burst({
      times: [0, 5, 10, 15],
      text: "1234",
      meanGap: 5,
      maxGap: 5,
      terminator: "Tab",
      terminatorGap: 5,
    });
    const enterOnly = { ...DEFAULT_THRESHOLDS, terminators: ["Enter" as const] };
    expect(judgeRecorded(tab, enterOnly)).toEqual({
      ok: false,
      reason: "it ends with Tab, which is not a terminator here",
    });
    expect(suggestThresholds(tab, enterOnly).terminators).toEqual(["Enter", "Tab"]);
  });

  it("flags a scanner without Enter or Tab, and lets a pause end its scans in the suggestion", () => {
    const quiet = burst({ times: [0, 5, 10, 15], text: "1234", meanGap: 5, maxGap: 5, terminator: null });
    expect(judgeRecorded(quiet, DEFAULT_THRESHOLDS)).toEqual({
      ok: false,
      reason: "it ended without Enter or Tab, and a scan here needs one of them",
    });
    const suggested = suggestThresholds(quiet, DEFAULT_THRESHOLDS);
    expect(suggested.silenceEnds).toBe(true);
    expect(judgeRecorded(quiet, suggested)).toEqual({ ok: true });
  });

  it("never suggests thresholds that would accept human typing", () => {
    const human = burst({ times: [0, 150, 300, 450], text: "abcd", meanGap: 150, maxGap: 150, terminatorGap: 200 });
    const s = suggestThresholds(human, DEFAULT_THRESHOLDS);
    expect(s.maxMeanGapMs).toBeLessThanOrEqual(60);
    expect(s.maxGapMs).toBeLessThanOrEqual(90);
    expect(judgeRecorded(human, s).ok).toBe(false);
  });
});
