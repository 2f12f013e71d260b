import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Config } from "../config";

/**
 * Homebox's cookie session (docs/api.md, "Homebox compatibility"): its web app never sends Authorization, it
 * relies on these cookies, named as Homebox names them.
 */
export const TOKEN_COOKIE = "hb.auth.token";
const REMEMBER_COOKIE = "hb.auth.remember";
/** Read by Homebox's app to know it is signed in; holds only "true". */
const SESSION_COOKIE = "hb.auth.session";
/** Read by Homebox's app, which puts it in attachment URLs as `?access_token=`. */
const ATTACHMENT_COOKIE = "hb.auth.attachment_token";

/** Secure when the browser reached the service over HTTPS: the request itself, or PUBLIC_URL says so. */
export function isHttps(c: Context, config: Config): boolean {
  return new URL(c.req.url).protocol === "https:" || config.publicUrl?.startsWith("https:") === true;
}

/** The cookies of a new sign-in, each lasting as long as its session. */
export function setSessionCookies(
  c: Context,
  config: Config,
  session: { token: string; attachmentToken: string; expiresAt: string; remember: boolean },
) {
  const expires = new Date(session.expiresAt);
  const base = {
    path: config.basePath || "/",
    sameSite: "Lax",
    secure: isHttps(c, config),
    expires,
    maxAge: Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000)),
  } as const;
  setCookie(c, TOKEN_COOKIE, session.token, { ...base, httpOnly: true });
  setCookie(c, REMEMBER_COOKIE, String(session.remember), { ...base, httpOnly: true });
  setCookie(c, SESSION_COOKIE, "true", base);
  setCookie(c, ATTACHMENT_COOKIE, session.attachmentToken, base);
}

/** Sign-out: every cookie of the session expires at once (Max-Age=0). */
export function clearSessionCookies(c: Context, config: Config) {
  const base = { path: config.basePath || "/", sameSite: "Lax", secure: isHttps(c, config) } as const;
  for (const name of [TOKEN_COOKIE, REMEMBER_COOKIE, SESSION_COOKIE, ATTACHMENT_COOKIE]) deleteCookie(c, name, base);
}

/** The session token of the `hb.auth.token` cookie, if the request carries one. */
export const cookieToken = (c: Context): string | undefined => getCookie(c, TOKEN_COOKIE) || undefined;

/** The origins the service itself answers at: the request's own (its Host) and PUBLIC_URL's. */
export function ownOrigins(c: Context, config: Config): string[] {
  const own = new URL(c.req.url).origin;
  return config.publicUrl ? [own, new URL(config.publicUrl).origin] : [own];
}
