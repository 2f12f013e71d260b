import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { UNAUTHORIZED_EVENT } from "../api/api-error";
import { setSession } from "../api/session";
import { signInUrl, useSessionToken } from "../features/auth/session";

/**
 * The root of every page, behind sign-in. A 401 from any request (expired or revoked session) ends the
 * session; an ended session fully loads the separate sign-in entry, which brings the user back.
 */
export function RequireSession() {
  const token = useSessionToken();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const onUnauthorized = () => setSession(null);
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);
  useEffect(() => {
    if (!token) window.location.replace(signInUrl(pathname + search));
  }, [token, pathname, search]);
  return token ? <Outlet /> : null;
}
