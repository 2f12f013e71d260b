/** The signed-in session, kept in localStorage so that every tab and a reload share it. */
const SESSION_KEY = "inventory.session";

export interface Session {
  token: string;
  attachmentToken: string;
  expiresAt: string;
}

export function getSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    const s = raw ? (JSON.parse(raw) as Session) : null;
    return s && Date.parse(s.expiresAt) > Date.now() ? s : null;
  } catch {
    return null;
  }
}

const sessionListeners = new Set<() => void>();

export function setSession(s: Session | null) {
  if (s) localStorage.setItem(SESSION_KEY, JSON.stringify(s));
  else localStorage.removeItem(SESSION_KEY);
  for (const listener of sessionListeners) listener();
}

/** For useSyncExternalStore: components re-render when the session starts or ends. */
export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}
