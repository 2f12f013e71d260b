type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** At the latest this long after asking: headless Chromium gave no idle time once the page drew no frames. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded and its main thread is idle, or IDLE_TIMEOUT_MS after it
 * asked (Safari has no requestIdleCallback: that long after the load). For work a later click will
 * need, fetched or compiled ahead so that the click does not wait for it. Headless Chromium, once a
 * page had settled and asked for no more frames, ran no idle callback at all until something drew.
 * Returns a cancel function (an effect's cleanup).
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
