import { useEffect, useRef, useState } from "react";

/** The header's phone Menu button; Escape anywhere closes it and returns the focus, as a disclosure should. */
export function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return { open, button, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}
