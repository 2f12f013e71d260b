import "./api/zod-under-csp";
import { appPath, inAppPath } from "./api/base-path";
import { getSession } from "./api/session";
import { isAuthPath } from "./features/auth/auth-route";
import { requestStatus } from "./features/auth/status-request";
import { registerServiceWorker } from "./service-worker/register";
import "./styles/global.css";

/**
 * Two entries behind one tiny bootstrap: without a session only the signed-out pages load, and after
 * sign-in the app replaces them in the same document (one page load in all).
 */
const root = document.getElementById("root")!;
// The app shell offline (docs/decisions/036-offline-app-shell.md): a stock-take reopens without the service.
registerServiceWorker();

if (isAuthPath(inAppPath(window.location.pathname)) || !getSession()) {
  const status = requestStatus();
  let unmountAuth = () => {};
  const onSignedIn = async (next: string) => {
    const app = await import("./app/app-entry");
    await app.renderApp(root, () => {
      window.history.replaceState(null, "", appPath(next));
      unmountAuth();
    });
  };
  void import("./features/auth/auth-entry")
    .then((m) => m.renderAuthPages(root, status, onSignedIn))
    .then((unmount) => (unmountAuth = unmount));
} else {
  void import("./app/app-entry").then((m) => m.renderApp(root));
}
