import "./api/zod-under-csp";
import { getSession } from "./api/client";
import { signInUrl } from "./features/auth/session";
import "./styles/global.css";

/**
 * Two entries behind one tiny bootstrap: the signed-out pages (React only) and the app (router,
 * queries, contract). Without a session nothing of the app is downloaded at all.
 */
const root = document.getElementById("root")!;
const { pathname, search } = window.location;

if (pathname === "/sign-in" || pathname === "/register") {
  void import("./features/auth/auth-entry").then((m) => m.renderAuthPages(root));
} else if (!getSession()) {
  window.location.replace(signInUrl(pathname + search));
} else {
  void import("./app/app-entry").then((m) => m.renderApp(root));
}
