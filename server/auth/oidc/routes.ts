import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { oidcEndpoints as endpoints, type LoginResult } from "../../../contract";
import { withCode } from "../../../contract/error-codes";
import type { Config } from "../../config";
import { inTransaction } from "../../db/transaction";
import { auth, type Api } from "../../http/api";
import { appAddress } from "../../http/app-address";
import { clientAddress } from "../../http/client-address";
import { ApiError } from "../../http/errors";
import { isHttps, setSessionCookies } from "../cookies";
import { signIn } from "../sign-in";
import { startSession } from "../start-session";
import { linkIdentity } from "./accounts";
import type { OidcConfig } from "./config";
import { authorizationUrl } from "./provider";
import { safeReturnPath } from "./return-path";
import { finishCallback } from "./callback";
import { identitiesOf, stillHasEmail } from "./store";
import { issueTicket, peekTicket, takeTicket } from "./tickets";

/** Binds a sign-in to the browser that started it: a callback link sent to someone else finds no cookie. */
export const STATE_COOKIE = "oidc_state";
export const OIDC_PATH = "/api/v1/users/login/oidc";

const expired = () =>
  new ApiError(401, "This sign-in has expired or was used already; start again.", undefined, withCode("link_expired"));
const wrongPassword = () =>
  new ApiError(401, "The e-mail or the password is wrong.", undefined, withCode("wrong_credentials"));

function oidcOf(config: Config): OidcConfig {
  if (!config.oidc) {
    throw new ApiError(404, "Single sign-on is not configured here.", undefined, withCode("oidc_disabled"));
  }
  return config.oidc;
}

/** The callback's address as the provider must know it: under PUBLIC_URL and BASE_PATH behind a proxy. */
const callbackUri = (c: Context, config: Config) => `${appAddress(c, config)}${OIDC_PATH}/callback`;

/** The session as the login answers it, and as Homebox's cookies for its web app (server/auth/cookies.ts). */
function withCookies(c: Context, config: Config, session: LoginResult, remember: boolean): LoginResult {
  setSessionCookies(c, config, { ...session, token: session.token.replace(/^Bearer /, ""), remember });
  return session;
}

export function registerOidcRoutes(api: Api) {
  const { db, config } = api.deps;
  // Like the session cookies (server/auth/cookies.ts): the whole app under its base path.
  const cookiePath = config.basePath || "/";
  api.handle(endpoints.start, async (c, { query }) => {
    const oidc = oidcOf(config);
    const redirectUri = callbackUri(c, config);
    const challenge = await authorizationUrl(oidc, redirectUri).catch((err: unknown) => {
      console.warn("[oidc] the provider's metadata could not be read:", err instanceof Error ? err.message : err);
      throw new ApiError(503, "The sign-in provider cannot be reached; try again later.");
    });
    const { state, verifier, nonce } = challenge;
    const next = safeReturnPath(query.next);
    await issueTicket(
      db.kysely,
      "state",
      { verifier, nonce, redirectUri, next, invitation: query.token || null },
      state,
    );
    setCookie(c, STATE_COOKIE, state, {
      path: cookiePath,
      httpOnly: true,
      sameSite: "Lax",
      secure: isHttps(c, config),
      maxAge: 600,
    });
    return c.redirect(challenge.url.href, 302);
  });

  api.handle(endpoints.callback, async (c, { query }) => {
    const oidc = oidcOf(config);
    const fromCookie = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: cookiePath });
    const location = await finishCallback(db, { ...config, oidc }, c.req.url, query, fromCookie);
    return c.redirect(location, 302);
  });

  api.handle(endpoints.finish, async (c, { body }) => {
    const ticket = await takeTicket(db.kysely, "handoff", body.ticket);
    if (!ticket) throw expired();
    const session = await startSession(db, ticket.userId, body.stayLoggedIn);
    return withCookies(c, config, session, body.stayLoggedIn);
  });

  api.handle(endpoints.link, async (c, { body }) => {
    const ticket = await peekTicket(db.kysely, "link", body.ticket);
    if (!ticket) throw expired();
    // Only the account the provider's verified e-mail named may be linked, and only with its own password.
    if (body.username !== ticket.email) throw wrongPassword();
    if (!(await stillHasEmail(db.kysely, ticket.userId, ticket.email))) throw expired();
    const session = await signIn(db, body, clientAddress(c));
    if (!session) throw wrongPassword();
    await inTransaction(db, async (trx) => {
      if (!(await takeTicket(trx, "link", body.ticket))) throw expired();
      await linkIdentity(trx, ticket.userId, ticket, new Date().toISOString());
    });
    return withCookies(c, config, session, body.stayLoggedIn);
  });

  api.handle(endpoints.identities, async (c) => ({ items: await identitiesOf(db.reader, auth(c).userId) }));
}
