import { useEffect, useEffectEvent, useRef } from "react";
import { isPlainKey, isTypingTarget } from "../../components/ui/keyboard";

/** A scanner types codes as fast keys: a letter counts as a person's choice only with no key this close around it. */
const LONE_KEY_MS = 100;

/**
 * Single letters as choices (`{ m: moveHere }`) anywhere outside text fields and dialogs. `offer` names the
 * current set of choices (the scan they are about): a new offer drops a choice still waiting from the old one,
 * and the keys before it (the scan's own) no longer count as close to the next key.
 */
export function useChoiceKeys(choices: Partial<Record<string, () => void>>, offer: string) {
  const choose = useEffectEvent((key: string) => choices[key]?.());
  const has = useEffectEvent((key: string) => choices[key] !== undefined);
  const lastKeyAt = useRef(-Infinity);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    clearTimeout(pending.current);
    lastKeyAt.current = -Infinity;
  }, [offer]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      clearTimeout(pending.current); // another key this soon: the pending choice was part of a scan
      if (event.key.length !== 1) return;
      const gap = event.timeStamp - lastKeyAt.current;
      lastKeyAt.current = event.timeStamp;
      const key = event.key.toLowerCase();
      if (!has(key) || gap < LONE_KEY_MS || !isPlainKey(event) || isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest("[role=dialog], [role=alertdialog]")) return;
      pending.current = setTimeout(() => choose(key), LONE_KEY_MS);
    }
    window.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(pending.current);
      window.removeEventListener("keydown", onKey);
    };
  }, []);
}
