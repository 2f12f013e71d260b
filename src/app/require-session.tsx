import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { signInUrl, useSessionToken } from "../features/auth/session";

/** Pages behind sign-in; an ended session fully loads the separate sign-in entry, which brings the user back. */
export function RequireSession() {
  const token = useSessionToken();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!token) window.location.replace(signInUrl(pathname + search));
  }, [token, pathname, search]);
  return token ? <Outlet /> : null;
}
