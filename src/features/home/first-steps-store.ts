import { useSyncExternalStore } from "react";

/**
 * The first steps the service keeps no record of (a code scanned, labels printed or saved) and whether
 * the card was hidden: remembered per browser, as the service has no place for them.
 */
export type LocalStep = "scanned" | "labelsPrinted" | "hidden";

const KEY = "inventory.firstSteps";
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? "";
  } catch {
    return ""; // storage blocked: nothing remembered
  }
}

/** Remembers a step as done in this browser (called by the scan panel and the label designer). */
export function rememberFirstStep(step: LocalStep): void {
  const done = new Set(read().split(",").filter(Boolean));
  if (done.has(step)) return;
  done.add(step);
  try {
    localStorage.setItem(KEY, [...done].join(","));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The steps remembered in this browser; re-renders when one is added. */
export function useLocalSteps(): ReadonlySet<LocalStep> {
  const value = useSyncExternalStore(subscribe, read);
  return new Set(value.split(",").filter(Boolean) as LocalStep[]);
}
