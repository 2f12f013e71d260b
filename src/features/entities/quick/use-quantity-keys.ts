import { useEffect, useEffectEvent } from "react";
import { isPlainKey, isTypingTarget } from "../../../components/ui/keyboard";

/**
 * A scanner types asset IDs such as `000-042` as fast keys, so a `-` counts as a person's only when no other
 * key comes this long before or after it.
 */
const LONE_KEY_MS = 100;

/** `+` / `-` anywhere on the page (outside text fields and dialogs) call `onStep(+1 / -1)`. */
export function useQuantityKeys(onStep: (by: 1 | -1) => void) {
  const step = useEffectEvent(onStep);

  useEffect(() => {
    let lastKeyAt = -Infinity;
    let pending: ReturnType<typeof setTimeout> | undefined;
    function onKey(event: KeyboardEvent) {
      clearTimeout(pending); // another key this soon: the pending step was part of a scan
      if (event.key.length !== 1) return; // only characters make a burst (not Enter, Tab or arrows)
      const gap = event.timeStamp - lastKeyAt;
      lastKeyAt = event.timeStamp;
      const by = event.key === "+" ? 1 : event.key === "-" ? -1 : 0;
      if (by === 0 || gap < LONE_KEY_MS || !isPlainKey(event) || isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest("[role=dialog], [role=alertdialog]")) return;
      event.preventDefault();
      pending = setTimeout(() => step(by), LONE_KEY_MS);
    }
    window.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(pending);
      window.removeEventListener("keydown", onKey);
    };
  }, []);
}
