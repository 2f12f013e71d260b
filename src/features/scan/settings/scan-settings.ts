import { t } from "@lingui/core/macro";
import { z } from "zod";
import { DEFAULT_THRESHOLDS, TERMINATORS, type WedgeThresholds } from "../wedge/wedge-detector";
import { createLocalValue } from "./local-value";

const D = DEFAULT_THRESHOLDS;
const whole = (min: number, max: number, fallback: number) => z.number().int().min(min).max(max).catch(fallback);

/** Each threshold falls back on its own, so one bad value does not reset the others. */
export const ScanSettingsSchema: z.ZodType<WedgeThresholds> = z.object({
  minLength: whole(2, 80, D.minLength),
  maxMeanGapMs: whole(1, 500, D.maxMeanGapMs),
  maxGapMs: whole(1, 1000, D.maxGapMs),
  silenceMs: whole(20, 2000, D.silenceMs),
  terminators: z.array(z.enum(TERMINATORS as [string, ...string[]])).catch(D.terminators) as z.ZodType<
    WedgeThresholds["terminators"]
  >,
  silenceEnds: z.boolean().catch(D.silenceEnds),
});

/** The wedge thresholds of this browser (each scanner station tunes its own). */
export const scanSettings = createLocalValue("inventory.scan.thresholds", ScanSettingsSchema, DEFAULT_THRESHOLDS);

/** Sound on or off for scan feedback. */
export const scanMuted = createLocalValue("inventory.scan.muted", z.boolean(), false);

/** The camera last chosen in the picker (a MediaDeviceInfo.deviceId). */
export const scanCameraId = createLocalValue("inventory.scan.camera", z.string().nullable(), null);

/** Checks a threshold form before saving; messages name the field. */
export function validateThresholds(limits: WedgeThresholds): Partial<Record<keyof WedgeThresholds, string>> {
  const errors: Partial<Record<keyof WedgeThresholds, string>> = {};
  const range = (k: keyof WedgeThresholds, v: number, min: number, max: number) => {
    if (!Number.isInteger(v) || v < min || v > max) errors[k] = t`must be a whole number from ${min} to ${max}`;
  };
  range("minLength", limits.minLength, 2, 80);
  range("maxMeanGapMs", limits.maxMeanGapMs, 1, 500);
  range("maxGapMs", limits.maxGapMs, 1, 1000);
  range("silenceMs", limits.silenceMs, 20, 2000);
  if (!errors.maxMeanGapMs && !errors.maxGapMs && limits.maxMeanGapMs > limits.maxGapMs) {
    errors.maxMeanGapMs = t`must not be more than the largest gap`;
  }
  return errors;
}
