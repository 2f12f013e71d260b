import { useQuery } from "@tanstack/react-query";
import { authQueries } from "./auth-queries";

/**
 * Whether the user may change the group's inventory: an owner or editor. False until the role is known, so a
 * viewer never sees a write control while `/users/self` is still on its way.
 */
export function useCanWrite(): boolean {
  const role = useQuery(authQueries.self()).data?.item.role;
  return role === "owner" || role === "editor";
}

/** Whether the user owns the selected group: members, invitations and group settings. */
export function useIsOwner(): boolean {
  const self = useQuery(authQueries.self());
  return self.data?.item.role === "owner";
}
