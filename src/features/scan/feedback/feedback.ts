import { create } from "zustand";
import { scanMuted } from "../settings/scan-settings";

export type FeedbackTone = "success" | "error" | "info";
/** What is heard: a tone's own sound, or one of the stock-take's outcomes, each told apart by ear. */
export type FeedbackSound = Exclude<FeedbackTone, "info"> | "unexpected" | "unknown";

export interface FeedbackEvent {
  id: number;
  tone: FeedbackTone;
  message: string;
}

const useFeedbackStore = create<{ current: FeedbackEvent | null }>(() => ({ current: null }));

/** The last scan result as tone, flash and live announcement; outside React so any handler can signal it. */
export const feedbackStore = {
  signal(tone: FeedbackTone, message: string, sound: FeedbackSound | null = tone === "info" ? null : tone) {
    const id = (useFeedbackStore.getState().current?.id ?? 0) + 1;
    if (sound) playTone(sound);
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

type Note = { f: number; at: number; d: number };
const SOUNDS: Record<FeedbackSound, { wave: OscillatorType; notes: Note[] }> = {
  success: { wave: "sine", notes: [{ f: 1320, at: 0, d: 0.09 }] },
  error: {
    wave: "square",
    notes: [
      { f: 220, at: 0, d: 0.12 },
      { f: 180, at: 0.16, d: 0.16 },
    ],
  },
  // Rising: "seen, but it belongs elsewhere".
  unexpected: {
    wave: "triangle",
    notes: [
      { f: 660, at: 0, d: 0.08 },
      { f: 990, at: 0.1, d: 0.12 },
    ],
  },
  // Three short low pips: "nothing has this code".
  unknown: {
    wave: "square",
    notes: [
      { f: 330, at: 0, d: 0.06 },
      { f: 330, at: 0.09, d: 0.06 },
      { f: 330, at: 0.18, d: 0.06 },
    ],
  },
};

/** A short beep: high for success, a low double buzz for an error, and the stock-take's own two. */
function playTone(sound: FeedbackSound) {
  if (scanMuted.get() || typeof AudioContext === "undefined") return;
  try {
    unlockAudio();
    const ctx = audio!;
    const { wave, notes } = SOUNDS[sound];
    for (const n of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = wave;
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
