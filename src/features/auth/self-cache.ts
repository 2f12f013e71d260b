import type { SelfResult } from "../../../contract/auth";
import { getTenant } from "../../api/tenant";

/**
 * The signed-in user as `/v1/users/self` answered, kept beside the session and bound to its token, so a
 * full page load need not ask again (edit page request budget, e2e/budgets.spec.ts).
 */
const SELF_KEY = "inventory.self";

interface Stored {
  token: string;
  /** The group it was asked in (X-Tenant): the role and currency are that group's. */
  tenant: string | null;
  self: SelfResult;
  /** When it was fetched (ms since the epoch), for TanStack Query's initialDataUpdatedAt. */
  at: number;
}

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(SELF_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

/** The remembered answer for this session's token, or undefined (another session's, or none). */
export function rememberedSelf(token: string | undefined): Stored | undefined {
  const stored = read();
  const current = stored && token && stored.token === token && stored.tenant === getTenant();
  return current && typeof stored.self?.item?.role === "string" ? stored : undefined;
}

export function rememberSelf(token: string | undefined, self: SelfResult): void {
  if (!token) return;
  try {
    localStorage.setItem(
      SELF_KEY,
      JSON.stringify({ token, tenant: getTenant(), self, at: Date.now() } satisfies Stored),
    );
  } catch {
    // Storage full or disabled: the header just asks again on the next page load.
  }
}

export function forgetSelf(): void {
  localStorage.removeItem(SELF_KEY);
}
