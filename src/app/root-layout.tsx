import { useEffect } from "react";
import { Outlet } from "react-router";
import { setSession } from "../api/session";
import { UNAUTHORIZED_EVENT } from "../api/api-error";

/**
 * The root of every page. A 401 from any request (expired or revoked session) ends the session;
 * RequireSession then sends the user to sign-in, remembering the page to come back to.
 */
export function RootLayout() {
  useEffect(() => {
    const onUnauthorized = () => setSession(null);
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);
  return <Outlet />;
}
