import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { activateLanguage } from "../../i18n/activate";
import { preferredLanguage } from "../../i18n/languages";
import { registrationOpen } from "./auth-api";
import { AuthPages } from "./auth-pages";
import { authRouteFor, authUrl } from "./auth-route";
import { signedInBefore } from "./session";
import { appLocation, appPath } from "../../api/base-path";
import { signInByProxy, signInWays } from "./sign-in-ways-api";

/**
 * The signed-out pages as their own entry (React only, within the sign-in budget), rendered once the
 * status answer is known so the first frame is the right page. Returns the unmount.
 */
export async function renderAuthPages(
  root: HTMLElement,
  status: Promise<unknown>,
  onSignedIn: (next: string) => Promise<void>,
): Promise<() => void> {
  // The sign-in catalog loads while the status request is on its way.
  const [open, ways] = await Promise.all([
    registrationOpen(status),
    signInWays(status),
    activateLanguage(preferredLanguage(), ["sign-in"]),
  ]);
  // The address names the page shown: `/` of a signed-out browser becomes `/sign-in?next=…` in place.
  const route = authRouteFor(appLocation(), open, signedInBefore.get());
  // Behind a proxy that has signed the person in, the app opens without a form (a reset link still shows its page).
  if (ways.proxySignIn && !route.token && (route.page === "sign-in" || route.page === "register")) {
    const signedIn = await signInByProxy().then(
      () => true,
      () => false,
    );
    if (signedIn) {
      await onSignedIn(route.next);
      return () => {};
    }
  }
  window.history.replaceState(null, "", appPath(authUrl(route)));
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <AuthPages registrationOpen={open} passwordReset={ways.passwordReset} onSignedIn={onSignedIn} />
    </StrictMode>,
  );
  return () => reactRoot.unmount();
}
