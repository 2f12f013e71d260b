import { useEffect, useState } from "react";
import { isPlainKey, isTypingTarget } from "../components/ui/keyboard";
import { ModalDialog } from "../components/ui/modal-dialog";

/** Every keyboard shortcut of the app, as `?` lists them (docs/ui.md explains the choices). */
const SHORTCUTS: readonly [keys: string, what: string][] = [
  ["?", "Show this list"],
  ["/", "Search the inventory"],
  ["Enter (in search)", "Open the only match, or go to the first row"],
  ["↑ / ↓", "Previous / next row of the inventory list"],
  ["Enter", "Open the focused row"],
  ["+ / −", "Increase / decrease the quantity (entity page)"],
  ["Ctrl+S", "Save the edit form (Shift+Ctrl+S: save and keep editing)"],
  ["Esc", "Close a dialog"],
];

/**
 * `?` outside a text field opens the list of shortcuts (Radix dialog: Escape closes it, the focus goes
 * back). Not a lazy chunk: a chunk of its own costs the edit page more gzipped bytes than these lines.
 */
export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "?" || !isPlainKey(event) || isTypingTarget(event.target)) return;
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <ModalDialog open={open} onOpenChange={setOpen} title="Keyboard shortcuts">
      <dl>
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
