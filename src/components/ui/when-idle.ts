type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `task` once the page has loaded and its main thread is idle (Safari has no
 * requestIdleCallback: 2 s after the load). For work a later click will need, fetched or compiled
 * ahead so that the click does not wait for it. Returns a cancel function (an effect's cleanup).
 */
export function whenPageIdle(task: () => void): () => void {
  const w = window as IdleWindow;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(task);
    else timer = setTimeout(task, 2000);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
    clearTimeout(timer);
    window.removeEventListener("load", idle);
  };
}
