import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { signInUrl, useSessionToken } from "../features/auth/session";

/**
 * Pages behind sign-in. When the session ends (sign out, 401, expiry) the sign-in page loads — a
 * separate entry, so a full page load — and brings the user back here afterwards.
 */
export function RequireSession() {
  const token = useSessionToken();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!token) window.location.replace(signInUrl(pathname + search));
  }, [token, pathname, search]);
  return token ? <Outlet /> : null;
}
