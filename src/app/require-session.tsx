import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { Outlet, useLocation } from "react-router";
import { UNAUTHORIZED_EVENT } from "../api/api-error";
import { inNoGroup, onNoGroupChange } from "../api/no-group";
import { setSession } from "../api/session";
import { authQueries } from "../features/auth";
import { NoGroupPage } from "./lazy-no-group-page";
import { forgetSelf } from "../features/auth/self-cache";
import { signInUrl, useSessionToken } from "../features/auth/session";
import { appPath } from "../api/base-path";

/**
 * The root of every page, behind sign-in. A 401 from any request (expired or revoked session) ends the
 * session; an ended session fully loads the separate sign-in entry, which brings the user back. A user in
 * no group (the service's `no_group`, or `/v1/users/self` naming none) gets the way back into one instead
 * of pages that are all refused.
 */
export function RequireSession() {
  const token = useSessionToken();
  const { pathname, search } = useLocation();
  const refused = useSyncExternalStore(onNoGroupChange, inNoGroup);
  const self = useQuery({ ...authQueries.self(), enabled: Boolean(token) });
  const noGroup = refused || self.data?.item.groupId === "";
  useEffect(() => {
    const onUnauthorized = () => setSession(null);
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);
  useEffect(() => {
    if (!token) window.location.replace(appPath(signInUrl(pathname + search)));
  }, [token, pathname, search]);
  // The remembered user still names the group they were removed from: the next load asks the service.
  useEffect(() => {
    if (noGroup) forgetSelf();
  }, [noGroup]);
  if (!token) return null;
  if (noGroup) return <NoGroupPage userName={self.data?.item.name} />;
  return <Outlet />;
}
