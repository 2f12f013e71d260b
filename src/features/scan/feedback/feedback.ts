import { create } from "zustand";
import { scanMuted } from "../settings/scan-settings";

export type FeedbackTone = "success" | "error" | "info";

export interface FeedbackEvent {
  id: number;
  tone: FeedbackTone;
  message: string;
}

const useFeedbackStore = create<{ current: FeedbackEvent | null }>(() => ({ current: null }));

/** The last scan result as tone, flash and live announcement; outside React so any handler can signal it. */
export const feedbackStore = {
  signal(tone: FeedbackTone, message: string) {
    const id = (useFeedbackStore.getState().current?.id ?? 0) + 1;
    if (tone !== "info") playTone(tone);
    useFeedbackStore.setState({ current: { id, tone, message } });
  },
};

export const useFeedback = (): FeedbackEvent | null => useFeedbackStore((s) => s.current);

let audio: AudioContext | null = null;

/**
 * Browsers start audio only after a user gesture. Called on the first keydown or pointerdown, so a
 * camera scan (no gesture) can still beep later.
 */
export function unlockAudio() {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume().catch(() => undefined);
}

/** A short beep: high for success, a low double buzz for an error. */
function playTone(tone: "success" | "error") {
  if (scanMuted.get() || typeof AudioContext === "undefined") return;
  try {
    unlockAudio();
    const ctx = audio!;
    const notes =
      tone === "success"
        ? [{ f: 1320, at: 0, d: 0.09 }]
        : [
            { f: 220, at: 0, d: 0.12 },
            { f: 180, at: 0.16, d: 0.16 },
          ];
    for (const n of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone === "success" ? "sine" : "square";
      osc.frequency.value = n.f;
      const start = ctx.currentTime + n.at;
      gain.gain.setValueAtTime(0.12, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + n.d);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + n.d);
    }
  } catch {
    /* no audio device: the flash and the announcement still tell */
  }
}
