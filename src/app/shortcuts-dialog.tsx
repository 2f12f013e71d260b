import { useEffect, useState } from "react";
import { isPlainKey, isTypingTarget } from "../components/ui/keyboard";
import { lazyDialog } from "../components/ui/lazy-dialog";

// Its own chunk, fetched once a page is shown, so no first paint waits for a dialog that opens only on `?`.
const shortcutsList = lazyDialog(() => import("./shortcuts-list").then((m) => m.ShortcutsList));

/** `?` outside a text field opens the list of shortcuts. */
export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
  shortcutsList.usePreload();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "?" || !isPlainKey(event) || isTypingTarget(event.target)) return;
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return open ? <shortcutsList.Dialog onClose={() => setOpen(false)} /> : null;
}
