import { describe, expect, it } from "vitest";
import { BREAK, keyFromEvent, type KeyLike } from "./key-from-event";
import {
  createWedgeDetector,
  DEFAULT_THRESHOLDS,
  judgeBurst,
  type FeedResult,
  type WedgeThresholds,
} from "./wedge-detector";

/** Feeds `text` one character every `gap` ms from `start`, then `end` (a key name) after `endGap`. */
function burst(
  text: string,
  gap: number,
  end?: string,
  opts: { start?: number; endGap?: number; t?: Partial<WedgeThresholds> } = {},
) {
  const d = createWedgeDetector(() => ({ ...DEFAULT_THRESHOLDS, ...opts.t }));
  const start = opts.start ?? 1000;
  const results: FeedResult[] = [...text].map((key, i) => d.feed({ key, time: start + i * gap }));
  const last = start + (text.length - 1) * gap;
  if (end) results.push(d.feed({ key: end, time: last + (opts.endGap ?? gap) }));
  return { d, results, final: results.at(-1)! };
}

describe("wedge detector", () => {
  it("recognises a fast burst ended by Enter, with its gaps", () => {
    const { final, results } = burst("4006381333931", 5, "Enter");
    expect(final).toEqual({
      type: "scan",
      scan: { code: "4006381333931", terminator: "Enter", gaps: Array(12).fill(5) },
    });
    expect(results[0]).toEqual({ type: "char", startsBurst: true });
    expect(results[1]).toEqual({ type: "char", startsBurst: false });
  });

  it("recognises Tab as a terminator, and not when Tab is switched off", () => {
    expect(burst("ABC-123", 8, "Tab").final.type).toBe("scan");
    expect(burst("ABC-123", 8, "Tab", { t: { terminators: ["Enter"] } }).final).toEqual({ type: "pass" });
  });

  it("ends a burst without terminator by silence (flush) only where a pause may end a scan", () => {
    expect(burst("12345678", 10).d.flush()).toBeNull();
    const { d } = burst("12345678", 10, undefined, { t: { silenceEnds: true } });
    expect(d.flush()).toEqual({ code: "12345678", terminator: null, gaps: Array(7).fill(10) });
    expect(d.pending).toBe(0);
  });

  it("never takes a text expander's words for a scan, Enter or not (20 ms a key)", () => {
    expect(burst("Shelf 4, garage", 20, "Enter").final).toEqual({ type: "pass" });
    expect(burst("Shelf 4, garage", 20, undefined, { t: { silenceEnds: true } }).d.flush()).toBeNull();
    expect(burst("Screwdriver", 20).d.flush()).toBeNull();
  });

  it("never takes human typing for a scan (gaps of 80 ms and more)", () => {
    for (const gap of [80, 100, 150, 300]) {
      expect(burst("000-123", gap, "Enter").final).toEqual({ type: "pass" });
      expect(burst("000-123", gap).d.flush()).toBeNull();
    }
  });

  it("rejects a burst shorter than the minimum length", () => {
    expect(burst("123", 5, "Enter").final).toEqual({ type: "pass" });
    expect(burst("1234", 5, "Enter").final.type).toBe("scan");
    expect(burst("1234", 5, "Enter", { t: { minLength: 6 } }).final).toEqual({ type: "pass" });
  });

  it("rejects a mean gap over the limit even when every gap is under the maximum", () => {
    expect(burst("12345678", 40, "Enter", { endGap: 5 }).final).toEqual({ type: "pass" });
    expect(burst("12345678", 30, "Enter", { endGap: 5 }).final.type).toBe("scan");
  });

  it("tolerates one slowish gap when the mean stays low, but not one over the maximum", () => {
    const d = createWedgeDetector(() => DEFAULT_THRESHOLDS);
    const times = [0, 5, 10, 85, 90, 95, 100, 105, 110, 115, 120, 125, 130];
    times.forEach((time, i) => d.feed({ key: String(i % 10), time }));
    expect(d.feed({ key: "Enter", time: 135 }).type).toBe("scan"); // max 75 ms, mean 10.8 ms

    const d2 = createWedgeDetector(() => DEFAULT_THRESHOLDS);
    [0, 5, 10, 15, 100, 105, 110, 115].forEach((time) => d2.feed({ key: "7", time }));
    // The 85 ms gap started a new burst of four characters, which is a scan on its own.
    expect(d2.feed({ key: "Enter", time: 120 })).toEqual({
      type: "scan",
      scan: { code: "7777", terminator: "Enter", gaps: [5, 5, 5] },
    });
  });

  it("starts a new burst after a gap over the maximum", () => {
    const d = createWedgeDetector(() => DEFAULT_THRESHOLDS);
    d.feed({ key: "a", time: 0 });
    expect(d.feed({ key: "b", time: 81 })).toEqual({ type: "char", startsBurst: true });
    expect(d.pending).toBe(1);
  });

  it("does not swallow a person's Enter that comes long after a fast burst", () => {
    expect(burst("12345678", 5, "Enter", { endGap: 400 }).final).toEqual({ type: "pass" });
  });

  it("ignores modifiers inside a burst (capitals need Shift) and breaks on other named keys", () => {
    const d = createWedgeDetector(() => DEFAULT_THRESHOLDS);
    const keys = ["Shift", "A", "Shift", "B", "1", "2"];
    keys.forEach((key, i) => d.feed({ key, time: i * 3 }));
    expect(d.feed({ key: "Enter", time: 20 })).toEqual({
      type: "scan",
      scan: { code: "AB12", terminator: "Enter", gaps: [6, 3, 3] },
    });

    const d2 = createWedgeDetector(() => DEFAULT_THRESHOLDS);
    ["1", "2", "3", "ArrowLeft", "4"].forEach((key, i) => d2.feed({ key, time: i * 3 }));
    expect(d2.feed({ key: "Enter", time: 16 })).toEqual({ type: "pass" });
  });

  it("keeps GS (U+001D) as data and never trims control characters", () => {
    const code = "0104012345678901\u001d10ABC\u001d";
    const { final } = burst(code, 4, "Enter");
    expect(final).toMatchObject({ type: "scan", scan: { code } });
  });

  it("reads the thresholds on every key, so a saved change applies at once", () => {
    let t = DEFAULT_THRESHOLDS;
    const d = createWedgeDetector(() => t);
    [0, 50, 100, 150].forEach((time) => d.feed({ key: "9", time }));
    t = { ...DEFAULT_THRESHOLDS, maxMeanGapMs: 60 };
    expect(d.feed({ key: "Enter", time: 160 }).type).toBe("scan");
  });
});

describe("judgeBurst", () => {
  it("names the reason a burst is not a scan", () => {
    const judge = (text: string, times: number[]) => judgeBurst({ text, times }, DEFAULT_THRESHOLDS);
    expect(judge("12", [0, 5])).toEqual({ ok: false, reason: "2 characters, fewer than 4" });
    expect(judge("1234", [0, 5, 10, 100])).toEqual({ ok: false, reason: "a gap of 90 ms, over 80 ms" });
    expect(judge("1234", [0, 50, 100, 150])).toEqual({ ok: false, reason: "mean gap 50 ms, over 30 ms" });
    expect(judge("12 4", [0, 10, 20, 30])).toEqual({ ok: false, reason: "it contains a space, which codes do not" });
    expect(judge("1234", [0, 10, 20, 30])).toEqual({ ok: true });
  });
});

describe("keyFromEvent", () => {
  const ev = (over: Partial<KeyLike>): KeyLike => ({
    key: "a",
    code: "KeyA",
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    repeat: false,
    ...over,
  });

  it("reads characters from key, layout-aware", () => {
    expect(keyFromEvent(ev({ key: "é", code: "Digit2" }))).toBe("é");
    expect(keyFromEvent(ev({ key: "Enter", code: "Enter" }))).toBe("Enter");
  });

  it("maps Ctrl+] to GS, Ctrl+6 to RS and Ctrl+D to EOT by physical key", () => {
    expect(keyFromEvent(ev({ key: "]", code: "BracketRight", ctrlKey: true }))).toBe("\u001d");
    expect(keyFromEvent(ev({ key: "6", code: "Digit6", ctrlKey: true }))).toBe("\u001e");
    expect(keyFromEvent(ev({ key: "d", code: "KeyD", ctrlKey: true }))).toBe("\u0004");
  });

  it("treats other shortcuts and held keys as breaks, and AltGr characters as data", () => {
    expect(keyFromEvent(ev({ key: "c", code: "KeyC", ctrlKey: true }))).toBe(BREAK);
    expect(keyFromEvent(ev({ key: "v", metaKey: true }))).toBe(BREAK);
    expect(keyFromEvent(ev({ repeat: true }))).toBe(BREAK);
    expect(keyFromEvent(ev({ key: "@", code: "KeyQ", ctrlKey: true, altKey: true }))).toBe("@");
  });
});

describe("a burst that silence ended too early", () => {
  /** A scanner without suffix, set up in calibration: here silence reports the scans it ends. */
  const SILENCE_ENDS: WedgeThresholds = { ...DEFAULT_THRESHOLDS, silenceEnds: true };

  /** The keys of `code` 5 ms apart by their timestamps, Enter last; `flushAfter` keys came before the pause. */
  function lateDelivery(code: string, flushAfter: number, lateGap = 5) {
    const d = createWedgeDetector(() => SILENCE_ENDS);
    const results: (FeedResult | ReturnType<typeof d.flush>)[] = [];
    let time = 1000;
    [...code].forEach((key, i) => {
      if (i === flushAfter) {
        results.push(d.flush()); // the wall-clock silence timer fired while the next key was on its way
        time += lateGap - 5;
      }
      results.push(d.feed({ key, time }));
      time += 5;
    });
    results.push(d.feed({ key: "Enter", time }));
    return { d, results };
  }

  it("is taken up again when the next key was pressed within the gap limit, and the whole code replaces it", () => {
    const { results } = lateDelivery("4006381333931", 11);
    expect(results[11]).toEqual({ code: "40063813339", terminator: null, gaps: Array(10).fill(5) });
    expect(results[12]).toEqual({ type: "char", startsBurst: false, rejoins: "40063813339" });
    expect(results.at(-1)).toEqual({
      type: "scan",
      scan: { code: "4006381333931", terminator: "Enter", gaps: Array(12).fill(5), replaces: "40063813339" },
    });
  });

  it("stays ended when the next key was pressed later than the gap limit", () => {
    const { results } = lateDelivery("4006381333931", 11, DEFAULT_THRESHOLDS.maxGapMs + 1);
    expect(results[12]).toEqual({ type: "char", startsBurst: true });
    expect(results.at(-1)).toEqual({ type: "pass" }); // "31" and Enter: too short to be a scan
  });

  it("is not taken up after another key came between", () => {
    const d = createWedgeDetector(() => SILENCE_ENDS);
    [..."12345678"].forEach((key, i) => d.feed({ key, time: 1000 + i * 5 }));
    expect(d.flush()?.code).toBe("12345678");
    expect(d.feed({ key: "ArrowDown", time: 1040 })).toEqual({ type: "pass" });
    expect(d.feed({ key: "9", time: 1045 })).toEqual({ type: "char", startsBurst: true });
  });

  it("goes on without replacing anything when silence may not end a scan (the default)", () => {
    const d = createWedgeDetector(() => DEFAULT_THRESHOLDS);
    [..."40063813339"].forEach((key, i) => d.feed({ key, time: 1000 + i * 5 }));
    expect(d.flush()).toBeNull();
    expect(d.feed({ key: "3", time: 1055 })).toEqual({ type: "char", startsBurst: false });
    d.feed({ key: "1", time: 1060 });
    expect(d.feed({ key: "Enter", time: 1065 })).toEqual({
      type: "scan",
      scan: { code: "4006381333931", terminator: "Enter", gaps: Array(12).fill(5) },
    });
  });

  it("goes on when only its first keys came in time, though they were too few for a scan", () => {
    const d = createWedgeDetector(() => DEFAULT_THRESHOLDS);
    d.feed({ key: "0", time: 1000 });
    expect(d.flush()).toBeNull();
    [..."00-700"].forEach((key, i) => expect(d.feed({ key, time: 1005 + i * 5 }).type).toBe("char"));
    expect(d.feed({ key: "Enter", time: 1035 })).toEqual({
      type: "scan",
      scan: { code: "000-700", terminator: "Enter", gaps: Array(6).fill(5) },
    });
  });

  it("completes a scan without terminator too, when silence ends it a second time", () => {
    const d = createWedgeDetector(() => SILENCE_ENDS);
    [..."ABCDEF"].forEach((key, i) => d.feed({ key, time: 1000 + i * 5 }));
    expect(d.flush()?.code).toBe("ABCDEF");
    [..."GH"].forEach((key, i) => d.feed({ key, time: 1030 + i * 5 }));
    expect(d.flush()).toEqual({ code: "ABCDEFGH", terminator: null, gaps: Array(7).fill(5), replaces: "ABCDEF" });
  });
});
