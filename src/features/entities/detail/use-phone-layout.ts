import { useSyncExternalStore } from "react";

/** The stylesheets' phone breakpoint (app-layout.module.css and others). */
const PHONE = "(max-width: 640px)";

const phoneQuery = () => (typeof window.matchMedia === "function" ? window.matchMedia(PHONE) : null);

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the screen is phone-sized, where a page shows fewer controls at once (and follows a rotation). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false);
}
