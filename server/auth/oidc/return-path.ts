/**
 * A return address from the query kept only when it is a path of this app: "/items?x=1" stays, while
 * "https://evil.example", "//evil.example" and "/\evil.example" (which browsers read as another host) become "/".
 */
export function safeReturnPath(raw: string | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  // A control character or backslash anywhere could be read differently by the browser than here.
  if (/[\u0000-\u001f\\]/.test(raw)) return "/";
  const url = new URL(raw, "http://app.invalid");
  return url.origin === "http://app.invalid" ? `${url.pathname}${url.search}${url.hash}` : "/";
}

/** The sign-in page, with where to go afterwards, and what the SPA reads (never sent to a server) after `#`. */
export function signInPage(next: string, query: Record<string, string> = {}, fragment?: Record<string, string>) {
  const params = new URLSearchParams({ ...(next !== "/" ? { next } : {}), ...query }).toString();
  const hash = fragment ? `#${new URLSearchParams(fragment).toString()}` : "";
  return `/sign-in${params ? `?${params}` : ""}${hash}`;
}
