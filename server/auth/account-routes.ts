/**
 * The routes that belong to the caller's own account rather than to a group's inventory (docs/api.md, "Roles"):
 * a viewer may use them to change their own things, and a user without any group may still reach them (to
 * create a group, join one with an invitation, or manage and delete their account).
 */
const OWN_ACCOUNT = /^\/api\/v1\/users\//;
const JOIN_WITH_TOKEN = /^\/api\/v1\/groups\/invitations\/[^/]+$/;

/** Writes a viewer may make: their account, a group of their own, joining another, leaving this one. */
export function viewerMayWrite(method: string, path: string, userId: string): boolean {
  if (OWN_ACCOUNT.test(path)) return true;
  if (method === "POST" && path === "/api/v1/groups") return true;
  if (method === "POST" && JOIN_WITH_TOKEN.test(path)) return true;
  return method === "DELETE" && path === `/api/v1/groups/members/${userId}`;
}

/** Routes that need no selected group. */
export function isAccountRoute(method: string, path: string, userId: string): boolean {
  if (method === "GET" && path === "/api/v1/groups/all") return true;
  if (method === "DELETE" && path.startsWith("/api/v1/groups/members/")) return false;
  return viewerMayWrite(method, path, userId) || (method === "GET" && OWN_ACCOUNT.test(path));
}
