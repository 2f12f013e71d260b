import { t } from "@lingui/core/macro";
/**
 * Tells a wedge scanner's burst (keys 2–20 ms apart) from a person typing (100–300 ms apart) by timing alone.
 * Pure, so tests feed it synthetic timestamps instead of timers.
 */

export type Terminator = "Enter" | "Tab";
export const TERMINATORS: readonly Terminator[] = ["Enter", "Tab"];

export interface WedgeThresholds {
  /** Shortest code that counts (EAN-8 is the shortest common retail code; 4 stops stray double keys). */
  minLength: number;
  /** Mean gap between characters, first to last. */
  maxMeanGapMs: number;
  /** No single gap may exceed this: a person pausing mid-word is never a scanner. */
  maxGapMs: number;
  /** A burst with no terminator ends after this much quiet (scanners configured without a suffix). */
  silenceMs: number;
  terminators: Terminator[];
  /**
   * Whether quiet may end a scan at all. Off by default: a text expander types as fast as a scanner, and
   * only the scanner's suffix (Enter or Tab) tells them apart; a scanner without one is set up in calibration.
   */
  silenceEnds: boolean;
}

export const DEFAULT_THRESHOLDS: WedgeThresholds = {
  minLength: 4,
  maxMeanGapMs: 30,
  maxGapMs: 80,
  silenceMs: 100,
  terminators: ["Enter", "Tab"],
  silenceEnds: false,
};

/** `key` is one character of data, a terminator name, a modifier name, or any other key name. */
export interface WedgeKey {
  key: string;
  time: number;
}

export interface WedgeScan {
  code: string;
  /** The key that ended the burst, or null when silence did. */
  terminator: Terminator | null;
  /** Milliseconds between consecutive characters. */
  gaps: number[];
  /**
   * The code of an earlier silence-ended scan this one completes, because a busy main thread delivered
   * its next key late although the key's own timestamp was within `maxGapMs`.
   */
  replaces?: string;
}

export type FeedResult =
  /** A data character: let it through, to be taken back from the field if a scan ends. */
  | { type: "char"; startsBurst: boolean; rejoins?: string }
  /** The terminator of a scan: the caller swallows this key and handles the scan. */
  | { type: "scan"; scan: WedgeScan }
  /** Not part of a scan (a person's Enter, an arrow key, a shortcut): leave it alone. */
  | { type: "pass" };

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Keys that never end or belong to a burst (Shift for capitals is part of it, not a break). */
export const MODIFIERS = new Set(["Shift", "Control", "Alt", "AltGraph", "Meta", "CapsLock", "OS"]);

export const gapsOf = (times: readonly number[]) => times.slice(1).map((t, i) => t - times[i]!);

/** The gaps of a burst typed at `times`, with their mean (first to last) and largest. */
export function measureGaps(times: readonly number[]) {
  const gaps = gapsOf(times);
  return { gaps, meanGap: gaps.length ? (times.at(-1)! - times[0]!) / gaps.length : 0, maxGap: Math.max(0, ...gaps) };
}

/** The characters of a burst and when each was typed. */
export interface Burst {
  text: string;
  times: readonly number[];
}

/** Codes (EAN, asset ids, serials, links) never hold whitespace; expanded text ("Kind regards") does. */
const WHITESPACE = /\s/;

/** Whether a burst is a scan under `limits` by its timing and its shape; the reason when it is not. */
export function judgeBurst({ text, times }: Burst, limits: WedgeThresholds): Verdict {
  if (WHITESPACE.test(text)) return { ok: false, reason: t`it contains a space, which codes do not` };
  if (times.length < limits.minLength)
    return { ok: false, reason: t`${times.length} characters, fewer than ${limits.minLength}` };
  const { meanGap, maxGap } = measureGaps(times);
  if (maxGap > limits.maxGapMs)
    return { ok: false, reason: t`a gap of ${Math.round(maxGap)} ms, over ${limits.maxGapMs} ms` };
  if (meanGap > limits.maxMeanGapMs)
    return { ok: false, reason: t`mean gap ${Math.round(meanGap)} ms, over ${limits.maxMeanGapMs} ms` };
  return { ok: true };
}

export const isDataKey = (key: string) => [...key].length === 1;

export function createWedgeDetector(thresholds: () => WedgeThresholds) {
  let chars: string[] = [];
  let times: number[] = [];
  /** The code of the silence-ended scan the current burst continues, if it does. */
  let replaces: string | undefined;
  /** The last burst that silence ended (a scan or not), until another key shows whether it went on. */
  let quiet: { chars: string[]; times: number[]; reported: boolean } | null = null;

  const reset = () => {
    chars = [];
    times = [];
    replaces = undefined;
  };
  const current = (): Burst => ({ text: chars.join(""), times });
  const scanOf = (terminator: Terminator | null): WedgeScan => ({
    code: chars.join(""),
    terminator,
    gaps: gapsOf(times),
    ...(replaces === undefined ? {} : { replaces }),
  });
  /** Resumes the quiet burst when `time` follows its last key closely; returns its code if it was a scan. */
  const rejoin = (time: number, t: WedgeThresholds): string | undefined => {
    const ended = quiet;
    quiet = null;
    const last = ended?.times.at(-1);
    if (!ended || chars.length || last === undefined || time < last || time - last > t.maxGapMs) return undefined;
    chars = [...ended.chars];
    times = [...ended.times];
    if (ended.reported) replaces = chars.join("");
    return replaces;
  };

  return {
    feed({ key, time }: WedgeKey): FeedResult {
      const t = thresholds();
      if (MODIFIERS.has(key)) return { type: "pass" };
      if (isDataKey(key)) {
        const rejoins = rejoin(time, t);
        const last = times.at(-1);
        const startsBurst = last === undefined || time - last > t.maxGapMs;
        if (startsBurst) reset();
        chars.push(key);
        times.push(time);
        return rejoins === undefined ? { type: "char", startsBurst } : { type: "char", startsBurst, rejoins };
      }
      quiet = null;
      const last = times.at(-1);
      const terminator = t.terminators.find((name) => name === key);
      // The terminator must follow the last character as fast as the characters followed each other.
      const ends = terminator && last !== undefined && time - last <= t.maxGapMs && judgeBurst(current(), t).ok;
      const result: FeedResult = ends ? { type: "scan", scan: scanOf(terminator) } : { type: "pass" };
      reset();
      return result;
    },
    /**
     * Ends a burst quiet for `silenceMs` (a scan only where `silenceEnds`), keeping its keys since a late
     * next key may continue it.
     */
    flush(): WedgeScan | null {
      const t = thresholds();
      const scan = times.length && t.silenceEnds && judgeBurst(current(), t).ok ? scanOf(null) : null;
      quiet = times.length ? { chars, times, reported: scan !== null } : null;
      reset();
      return scan;
    },
    /** How many characters the current burst holds (for the listener's silence timer). */
    get pending() {
      return chars.length;
    },
  };
}
