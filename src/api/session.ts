import { createStore } from "zustand/vanilla";

/** The signed-in session, kept in localStorage so that every tab and a reload share it. */
const SESSION_KEY = "inventory.session";

export interface Session {
  token: string;
  attachmentToken: string;
  expiresAt: string;
}

function stored(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<{ session: Session | null }>(() => ({ session: stored() }));

// Another tab signed in or out: this one follows, as both share the stored session (no window in node tests).
globalThis.window?.addEventListener("storage", (event) => {
  if (event.key === SESSION_KEY || event.key === null) sessionStore.setState({ session: stored() });
});

/** The session, or null when there is none or it has expired. */
export function getSession(): Session | null {
  const s = sessionStore.getState().session;
  return s && Date.parse(s.expiresAt) > Date.now() ? s : null;
}

export function setSession(s: Session | null) {
  if (s) localStorage.setItem(SESSION_KEY, JSON.stringify(s));
  else localStorage.removeItem(SESSION_KEY);
  sessionStore.setState({ session: s });
}
