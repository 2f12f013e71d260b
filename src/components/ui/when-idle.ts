type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** At the latest this long after asking: headless Chromium gave no idle time once the page drew no frames. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded and is idle, or IDLE_TIMEOUT_MS after asking (no
 * requestIdleCallback in Safari, none at all in a settled headless Chromium). Returns a cancel function.
 */
export function whenPageIdle(task: () => void): () => void {
  const w = window as IdleWindow;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(task, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
    clearTimeout(timer);
    window.removeEventListener("load", idle);
  };
}
