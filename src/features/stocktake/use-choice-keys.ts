import { useEffect, useEffectEvent } from "react";
import { isPlainKey, isTypingTarget } from "../../components/ui/keyboard";

/** A scanner types codes as fast keys: a letter counts as a person's choice only with no key this close around it. */
const LONE_KEY_MS = 100;

/** Single letters as choices (`{ m: moveHere }`) anywhere outside text fields and dialogs. */
export function useChoiceKeys(choices: Partial<Record<string, () => void>>) {
  const choose = useEffectEvent((key: string) => choices[key]?.());
  const has = useEffectEvent((key: string) => choices[key] !== undefined);

  useEffect(() => {
    let lastKeyAt = -Infinity;
    let pending: ReturnType<typeof setTimeout> | undefined;
    function onKey(event: KeyboardEvent) {
      clearTimeout(pending); // another key this soon: the pending choice was part of a scan
      if (event.key.length !== 1) return;
      const gap = event.timeStamp - lastKeyAt;
      lastKeyAt = event.timeStamp;
      const key = event.key.toLowerCase();
      if (!has(key) || gap < LONE_KEY_MS || !isPlainKey(event) || isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest("[role=dialog], [role=alertdialog]")) return;
      pending = setTimeout(() => choose(key), LONE_KEY_MS);
    }
    window.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(pending);
      window.removeEventListener("keydown", onKey);
    };
  }, []);
}
