import { t } from "@lingui/core/macro";
import {
  isDataKey,
  judgeBurst,
  measureGaps,
  MODIFIERS,
  TERMINATORS,
  type Verdict,
  type WedgeThresholds,
} from "../wedge/wedge-detector";

/** One burst as typed: what the calibration page shows. */
export interface RecordedBurst extends ReturnType<typeof measureGaps> {
  text: string;
  times: number[];
  /** The named key that ended it (Enter, Tab…), or null when it ended by going quiet. */
  terminator: string | null;
  /** From the last character to the terminator. */
  terminatorGap: number | null;
}

/** Records bursts without thresholds, so that a scanner the current settings reject can still be measured. */
export function createBurstRecorder(quietMs = 300) {
  let text = "";
  let times: number[] = [];

  const finish = (terminator: string | null, time: number | null): RecordedBurst | null => {
    if (!times.length) return null;
    const burst: RecordedBurst = {
      text,
      times,
      ...measureGaps(times),
      terminator,
      terminatorGap: time === null ? null : time - times.at(-1)!,
    };
    text = "";
    times = [];
    return burst;
  };

  return {
    /** Returns a burst when this key ended one (a named key, or a character after a pause). */
    feed(key: string, time: number): RecordedBurst | null {
      if (MODIFIERS.has(key)) return null;
      if (!isDataKey(key)) return finish(key, time);
      const ended = times.length && time - times.at(-1)! > quietMs ? finish(null, null) : null;
      text += key;
      times.push(time);
      return ended;
    },
    /** Ends the current burst by quiet (the page calls this from a timer). */
    flush: () => finish(null, null),
  };
}

/** Whether the detector would take this burst as a scan under `limits`, and why not. */
export function judgeRecorded(burst: RecordedBurst, limits: WedgeThresholds): Verdict {
  const verdict = judgeBurst(burst, limits);
  if (!verdict.ok) return verdict;
  if (burst.terminator === null) {
    return limits.silenceEnds
      ? verdict
      : { ok: false, reason: t`it ended without Enter or Tab, and a scan here needs one of them` };
  }
  if (!limits.terminators.some((name) => name === burst.terminator)) {
    return { ok: false, reason: t`it ends with ${burst.terminator}, which is not a terminator here` };
  }
  if (burst.terminatorGap !== null && burst.terminatorGap > limits.maxGapMs) {
    return {
      ok: false,
      reason: t`${burst.terminator} came ${Math.round(burst.terminatorGap)} ms after the last character`,
    };
  }
  return verdict;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Thresholds that accept this scanner with a margin yet stay well under human typing (≥ 80 ms a key). */
export function suggestThresholds(burst: RecordedBurst, current: WedgeThresholds): WedgeThresholds {
  const largest = Math.max(burst.maxGap, burst.terminatorGap ?? 0);
  const terminator = TERMINATORS.find((name) => name === burst.terminator);
  return {
    minLength: clamp(Math.min(current.minLength, burst.text.length), 2, 80),
    maxMeanGapMs: clamp(Math.ceil(burst.meanGap * 1.5) + 5, 10, 60),
    maxGapMs: clamp(Math.ceil(largest * 1.5) + 10, 30, 90),
    silenceMs: current.silenceMs,
    silenceEnds: current.silenceEnds || burst.terminator === null,
    terminators:
      terminator && !current.terminators.includes(terminator)
        ? [...current.terminators, terminator]
        : current.terminators,
  };
}
