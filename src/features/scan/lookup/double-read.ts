/** Scanners and cameras often read one label twice in a row; the second read is not a second scan. */
export const DOUBLE_READ_WINDOW_MS = 1500;

/**
 * Accepts a code unless the same code was read less than `windowMs` before; every read restarts the
 * window, so a label held before the camera counts once.
 */
export function createDoubleReadFilter(windowMs = DOUBLE_READ_WINDOW_MS) {
  let last: { code: string; time: number } | null = null;
  return {
    accept(code: string, time: number): boolean {
      const repeat = last !== null && last.code === code && time - last.time < windowMs;
      last = { code, time };
      return !repeat;
    },
  };
}
