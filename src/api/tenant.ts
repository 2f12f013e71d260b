import { appPath } from "./base-path";
const TENANT_KEY = "inventory.tenant";

/**
 * The group the SPA works in, sent as `X-Tenant` with every request (Homebox's way; docs/api.md, "Groups and
 * members"). Unset: the user's default group. Kept per browser, like Homebox's `collectionId` preference.
 */
export function getTenant(): string | null {
  try {
    return localStorage.getItem(TENANT_KEY);
  } catch {
    return null;
  }
}

/** Switches group: every cached answer belongs to the old one, so the page loads afresh. */
export function switchTenant(groupId: string | null): void {
  if (groupId) localStorage.setItem(TENANT_KEY, groupId);
  else localStorage.removeItem(TENANT_KEY);
  window.location.assign(appPath("/"));
}
