import { useQuery } from "@tanstack/react-query";
import { authQueries } from "./auth-queries";

/**
 * Whether the signed-in user may change the inventory of the selected group: a viewer may not (docs/api.md,
 * "Roles"), so write controls are not shown to them. Before the role is known, nothing is hidden: the service
 * refuses a viewer's write anyway.
 */
export function useCanWrite(): boolean {
  const self = useQuery(authQueries.self());
  return self.data?.item.role !== "viewer";
}

/** Whether the user owns the selected group: members, invitations and group settings. */
export function useIsOwner(): boolean {
  const self = useQuery(authQueries.self());
  return self.data?.item.role === "owner";
}
