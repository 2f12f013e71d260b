import { useQuery } from "@tanstack/react-query";
import { authQueries } from "./auth-queries";

/**
 * What the user may do with the group's inventory: "write" for an owner or editor, "read" for a viewer, and
 * "unknown" while `/users/self` is on its way (a page that explains a viewer's limits waits for it).
 */
export function useWriteAccess(): "write" | "read" | "unknown" {
  const role = useQuery(authQueries.self()).data?.item.role;
  if (role === undefined) return "unknown";
  return role === "owner" || role === "editor" ? "write" : "read";
}

/** Whether the user may change the inventory; false until the role is known, so a viewer never sees a write control. */
export function useCanWrite(): boolean {
  return useWriteAccess() === "write";
}

/** Whether the user owns the selected group: members, invitations and group settings. */
export function useIsOwner(): boolean {
  const self = useQuery(authQueries.self());
  return self.data?.item.role === "owner";
}
