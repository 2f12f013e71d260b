import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { activateLanguage } from "../../i18n/activate";
import { preferredLanguage } from "../../i18n/languages";
import { registrationOpen } from "./auth-api";
import { AuthPages } from "./auth-pages";
import { authRouteFor, authUrl } from "./auth-route";
import { finishOidcSignIn, oidcSettings, oidcStartUrl, takeOidcReturn } from "./oidc-api";
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
  const [open, ways, oidc] = await Promise.all([
    registrationOpen(status),
    signInWays(status),
    oidcSettings(status),
    activateLanguage(preferredLanguage(), ["sign-in"]),
  ]);
  // The address names the page shown: `/` of a signed-out browser becomes `/sign-in?next=…` in place.
  const route = authRouteFor(appLocation(), open, signedInBefore.get());
  const oidcReturn = takeOidcReturn(window.location);
  if (oidcReturn.ticket) {
    // Back from the provider, signed in: the app opens without showing a sign-in page.
    const finished = await finishOidcSignIn(oidcReturn.ticket).then(
      () => true,
      () => false,
    );
    if (finished) {
      await onSignedIn(route.next);
      return () => {};
    }
    oidcReturn.error = "state";
  }
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
  // Auto-redirect goes to the provider, unless the provider just sent the browser back with a refusal.
  if (oidc.enabled && oidc.autoRedirect && route.page === "sign-in" && !oidcReturn.error && !oidcReturn.link) {
    window.location.assign(oidcStartUrl(route.next));
    return () => {};
  }
  window.history.replaceState(null, "", appPath(authUrl(route)));
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <AuthPages
        registrationOpen={open}
        passwordReset={ways.passwordReset}
        onSignedIn={onSignedIn}
        oidc={oidc}
        oidcReturn={oidcReturn}
      />
    </StrictMode>,
  );
  return () => reactRoot.unmount();
}
