/**
 * Which signed-out page a location shows, and its address; both pages switch in one document, so a first
 * visit is one page load. No React here: the bootstrap (src/main.tsx) uses isAuthPath.
 */
export type AuthPage = "sign-in" | "register" | "forgot-password" | "reset-password";

export interface AuthRoute {
  page: AuthPage;
  /** Where the app opens after signing in. */
  next: string;
  /** The user chose sign-in on purpose (a link): do not send them on to the first-account page. */
  chosen: boolean;
  /** An invitation token from an invite link (`/register?token=…`): the register page joins its group. */
  token?: string;
  /** A password reset link's token (`/reset-password?token=…`). */
  resetToken?: string;
}

const SAME_APP = "http://app.invalid";

/**
 * Only same-app paths are valid return targets: read as the browser reads a URL, so that `//evil.example`,
 * `/\evil.example` (a backslash counts as a slash) and absolute URLs fall back to the home page.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/")) return "/";
  const url = new URL(next, SAME_APP);
  return url.origin === SAME_APP ? `${url.pathname}${url.search}${url.hash}` : "/";
}

export function isAuthPath(pathname: string): boolean {
  return ["/sign-in", "/register", "/forgot-password", "/reset-password"].includes(pathname);
}

/**
 * The route for a location; a fresh browser on an instance still accepting registrations starts on register
 * (unless the user chose sign-in), since it is most likely setting up the first account.
 */
export function authRouteFor(
  location: { pathname: string; search: string },
  registrationOpen: boolean,
  signedInBefore: boolean,
): AuthRoute {
  const params = new URLSearchParams(location.search);
  const chosen = params.has("chosen");
  const next = isAuthPath(location.pathname)
    ? safeNext(params.get("next"))
    : safeNext(location.pathname + location.search);
  const token = params.get("token") ?? undefined;
  if (location.pathname === "/forgot-password") return { page: "forgot-password", next, chosen };
  if (location.pathname === "/reset-password") return { page: "reset-password", next, chosen, resetToken: token ?? "" };
  if (location.pathname === "/register" || token)
    return { page: "register", next, chosen, ...(token ? { token } : {}) };
  const toRegister = registrationOpen && !signedInBefore && !chosen;
  return { page: toRegister ? "register" : "sign-in", next, chosen };
}

/** The address of a route: what the links point to and what the address bar shows. */
export function authUrl(route: AuthRoute): string {
  const params = new URLSearchParams();
  if (route.page === "sign-in" && route.chosen) params.set("chosen", "1");
  if (route.next !== "/") params.set("next", route.next);
  if (route.page === "register" && route.token) params.set("token", route.token);
  if (route.page === "reset-password" && route.resetToken) params.set("token", route.resetToken);
  const query = params.toString();
  return `/${route.page}${query ? `?${query}` : ""}`;
}
