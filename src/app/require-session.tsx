import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { ApiError, UNAUTHORIZED_EVENT } from "../api/api-error";
import { setSession } from "../api/session";
import { authQueries } from "../features/auth";
import { NoGroupPage } from "../features/auth/no-group-page";
import { signInUrl, useSessionToken } from "../features/auth/session";

/** The service's refusal to someone in no group at all (server/auth/middleware.ts). */
const inNoGroup = (error: unknown) => error instanceof ApiError && error.status === 403 && /any group/.test(error.message);

/**
 * The root of every page, behind sign-in. A 401 from any request (expired or revoked session) ends the
 * session; an ended session fully loads the separate sign-in entry, which brings the user back. A user
 * in no group gets the way back into one instead of pages that are all refused.
 */
export function RequireSession() {
  const token = useSessionToken();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const self = useQuery({ ...authQueries.self(), enabled: Boolean(token) });
  useEffect(() => {
    const onUnauthorized = () => setSession(null);
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);
  // The remembered user may still name the group they were removed from: the first refusal asks again.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && inNoGroup(event.query.state.error)) {
          void queryClient.invalidateQueries({ queryKey: authQueries.self().queryKey });
        }
      }),
    [queryClient],
  );
  useEffect(() => {
    if (!token) window.location.replace(signInUrl(pathname + search));
  }, [token, pathname, search]);
  if (!token) return null;
  if (self.data?.item.groupId === "") return <NoGroupPage userName={self.data.item.name} />;
  return <Outlet />;
}
