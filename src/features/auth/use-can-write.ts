import { useQuery } from "@tanstack/react-query";
import { authQueries } from "./auth-queries";

/** Whether the user may change the group's inventory (not a viewer); true until the role is known. */
export function useCanWrite(): boolean {
  const self = useQuery(authQueries.self());
  return self.data?.item.role !== "viewer";
}

/** Whether the user owns the selected group: members, invitations and group settings. */
export function useIsOwner(): boolean {
  const self = useQuery(authQueries.self());
  return self.data?.item.role === "owner";
}
