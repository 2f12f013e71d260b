import { useStore } from "zustand";
import { getSession, sessionStore } from "../../api/session";

/** The current session token (a string, so the snapshot is stable), or null when signed out. */
export function useSessionToken(): string | null {
  return useStore(sessionStore, () => getSession()?.token ?? null);
}

const SIGNED_IN_BEFORE_KEY = "inventory.signedInBefore";

/**
 * Whether this browser has ever signed in. A fresh browser on an instance that still accepts
 * registrations is most likely setting up the first account, so it starts on that page.
 */
export const signedInBefore = {
  get: () => localStorage.getItem(SIGNED_IN_BEFORE_KEY) === "1",
  set: () => localStorage.setItem(SIGNED_IN_BEFORE_KEY, "1"),
};

/** The sign-in page, remembering where to come back to. */
export function signInUrl(next?: string): string {
  return next && next !== "/" ? `/sign-in?next=${encodeURIComponent(next)}` : "/sign-in";
}
