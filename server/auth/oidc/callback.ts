import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { accountFor } from "./accounts";
import { personOf } from "./claims";
import type { OidcConfig } from "./config";
import { redeemCode } from "./provider";
import { signInPage } from "./return-path";
import { issueTicket, takeTicket } from "./tickets";

interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/**
 * The provider's answer, checked and turned into where the browser goes next: the sign-in page with a
 * one-time ticket (a session, or a link waiting for the password), or with the reason it was refused.
 */
export async function finishCallback(
  db: Db,
  config: Config & { oidc: OidcConfig },
  requestUrl: string,
  query: CallbackQuery,
  stateCookie: string | undefined,
): Promise<string> {
  const refused = (reason: string, next = "/") => signInPage(config.basePath, next, { oidcError: reason });
  // The state must be one this service issued, to this browser, and not used before.
  if (!query.state || query.state !== stateCookie) return refused("state");
  const started = await takeTicket(db.kysely, "state", query.state);
  if (!started) return refused("state");
  if (query.error || !query.code) return refused("provider", started.next);
  // The provider sent the browser to redirectUri; the check compares against that, not our own Host.
  const callbackUrl = new URL(started.redirectUri);
  callbackUrl.search = new URL(requestUrl).search;
  let claims;
  try {
    claims = await redeemCode(config.oidc, callbackUrl, {
      state: query.state,
      verifier: started.verifier,
      nonce: started.nonce,
    });
  } catch (err) {
    console.warn("[oidc] a sign-in was refused:", err instanceof Error ? err.message : err);
    return refused("token", started.next);
  }
  const person = personOf(claims, config.oidc);
  const outcome = await accountFor(db, config, person, started.invitation);
  if (outcome.kind === "refused") return refused(outcome.reason, started.next);
  if (outcome.kind === "link") {
    const { issuer, subject, email } = person;
    const ticket = await issueTicket(db.kysely, "link", { userId: outcome.userId, issuer, subject, email });
    return signInPage(config.basePath, started.next, {}, { oidcLink: ticket, email });
  }
  const ticket = await issueTicket(db.kysely, "handoff", { userId: outcome.userId });
  return signInPage(config.basePath, started.next, {}, { oidc: ticket });
}
