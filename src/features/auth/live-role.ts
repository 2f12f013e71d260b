import type { QueryClient } from "@tanstack/react-query";
import type { Role } from "../../../contract/role";
import { getSession } from "../../api/session";
import { authQueries } from "./auth-queries";
import { forgetSelf, rememberedSelf } from "./self-cache";

const selfKey = authQueries.self().queryKey;

/** The role this tab shows its controls by: the self answer it holds, else the one remembered for the session. */
export function shownRole(queryClient: QueryClient): Role | undefined {
  return queryClient.getQueryData(selfKey)?.item.role ?? rememberedSelf(getSession()?.token)?.self.item.role;
}

/**
 * The event stream says the user's role is now `role` (docs/events.md, "Roles"): the controls follow at once,
 * the remembered answer is dropped so a reload cannot bring the old role back, and the whole answer is asked again.
 */
export function applyRole(queryClient: QueryClient, role: Role): void {
  if (shownRole(queryClient) === role) return;
  forgetSelf();
  queryClient.setQueryData(selfKey, (self) => self && { ...self, item: { ...self.item, role } });
  void queryClient.invalidateQueries({ queryKey: selfKey });
}
