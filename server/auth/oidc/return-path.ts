/**
 * A return address from the query kept only when it is a path of this app: "/items?x=1" stays, while
 * "https://evil.example", "//evil.example" and "/\evil.example" become "/". The URL parser reads it as a
 * browser does (a backslash as a slash, tabs and newlines dropped), so the origin check sees what it would.
 */
export function safeReturnPath(raw: string | undefined): string {
  if (!raw?.startsWith("/")) return "/";
  const url = new URL(raw, "http://app.invalid");
  return url.origin === "http://app.invalid" ? `${url.pathname}${url.search}${url.hash}` : "/";
}

/**
 * The sign-in page under the app's base path, with where to go afterwards, and what the SPA reads (never
 * sent to a server) after `#`.
 */
export function signInPage(
  basePath: string,
  next: string,
  query: Record<string, string> = {},
  fragment?: Record<string, string>,
) {
  // `chosen`: the person picked sign-in, so a fresh browser is not sent on to register (src/features/auth/auth-route.ts).
  const params = new URLSearchParams({ ...(next !== "/" ? { next } : {}), chosen: "1", ...query }).toString();
  const hash = fragment ? `#${new URLSearchParams(fragment).toString()}` : "";
  return `${basePath}/sign-in?${params}${hash}`;
}
