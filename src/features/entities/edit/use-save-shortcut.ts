import { useEffect, useEffectEvent } from "react";

/** Ctrl/Cmd+S saves and returns to the entity; Shift+Ctrl/Cmd+S saves and stays (as Homebox). */
export function useSaveShortcut(onSave: (stay: boolean) => void) {
  const save = useEffectEvent(onSave);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault(); // never the browser's "Save page as"
      if (event.repeat) return;
      save(event.shiftKey);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
