import { useEffect, useLayoutEffect, useRef } from "react";

/** Ctrl/Cmd+S saves and returns to the entity; Shift+Ctrl/Cmd+S saves and stays (as Homebox). */
export function useSaveShortcut(onSave: (stay: boolean) => void) {
  const latest = useRef(onSave);
  useLayoutEffect(() => {
    latest.current = onSave;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault(); // never the browser's "Save page as"
      if (event.repeat) return;
      latest.current(event.shiftKey);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
