import { useEffect, useRef, useState, type MouseEvent } from "react";
import { authRouteFor, authUrl, type AuthRoute } from "./auth-route";
import { FirstAccountPage } from "./first-account-page";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetPasswordPage } from "./reset-password-page";
import type { OidcReturn, OidcSettings } from "./oidc-api";
import { signedInBefore } from "./session";
import { SignInPage } from "./sign-in-page";
import { appLocation, appPath } from "../../api/base-path";

export interface AuthPagesProps {
  registrationOpen: boolean;
  /** The instance can mail a reset link ("Forgot password?"). */
  passwordReset: boolean;
  /** Opens the app at `next` in this document (src/main.tsx): no page load after signing in. */
  onSignedIn: (next: string) => Promise<void>;
  oidc: OidcSettings;
  oidcReturn: OidcReturn;
}

const routeHere = (registrationOpen: boolean) => authRouteFor(appLocation(), registrationOpen, signedInBefore.get());

/**
 * Sign-in and first account, switched in place with the History API: the links are real links (a
 * new tab works), a plain click pushes the other page, Back and Forward come back through popstate.
 */
export function AuthPages({ registrationOpen, passwordReset, onSignedIn, oidc, oidcReturn }: AuthPagesProps) {
  const [route, setRoute] = useState<AuthRoute>(() => routeHere(registrationOpen));
  const switched = useRef(false);

  useEffect(() => {
    const onPop = () => {
      switched.current = true;
      setRoute(routeHere(registrationOpen));
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [registrationOpen]);

  // A page switched in place is announced like a loaded one: focus moves to its heading.
  useEffect(() => {
    if (switched.current) document.querySelector<HTMLElement>("main h1")?.focus();
  }, [route.page]);

  const linkTo = (to: AuthRoute) => ({
    href: appPath(authUrl(to)),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      window.history.pushState(null, "", appPath(authUrl(to)));
      switched.current = true;
      setRoute(to);
    },
  });

  const signInLink = linkTo({ page: "sign-in", next: route.next, chosen: true });
  if (route.page === "forgot-password") return <ForgotPasswordPage signInLink={signInLink} />;
  if (route.page === "reset-password") {
    const forgotLink = linkTo({ page: "forgot-password", next: "/", chosen: true });
    return <ResetPasswordPage token={route.resetToken ?? ""} signInLink={signInLink} forgotLink={forgotLink} />;
  }
  return route.page === "register" ? (
    <FirstAccountPage
      next={route.next}
      token={route.token}
      registrationOpen={registrationOpen}
      onSignedIn={onSignedIn}
      signInLink={signInLink}
    />
  ) : (
    <SignInPage
      next={route.next}
      registrationOpen={registrationOpen}
      onSignedIn={onSignedIn}
      registerLink={linkTo({ page: "register", next: route.next, chosen: false })}
      {...(passwordReset ? { forgotLink: linkTo({ page: "forgot-password", next: route.next, chosen: true }) } : {})}
      oidc={oidc}
      oidcReturn={oidcReturn}
    />
  );
}
