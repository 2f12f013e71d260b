import type { Context } from "hono";
import { Email, Name } from "../../../contract/basics";
import { withCode } from "../../../contract/error-codes";
import { ApiError } from "../../http/errors";
import { requestHeader } from "../../http/request-header";
import type { ForwardAuthConfig } from "./config";
import { fromTrustedProxy } from "./trusted-address";

/** The person a trusted proxy names; `email` is missing when the proxy sent none that reads as one. */
export interface ProxyPerson {
  user: string;
  email?: string;
  name: string;
  groups: string[];
}

const refused = (status: 401 | 403, message: string) =>
  new ApiError(status, message, undefined, withCode("proxy_sign_in_refused"));

/**
 * The person of the user header, only when the request's socket comes from a trusted proxy: the same header
 * from anywhere else is ignored (a client can send any header it likes).
 */
export function proxyPerson(c: Context, config: ForwardAuthConfig): ProxyPerson | undefined {
  if (config.trustedProxies.length === 0 || !fromTrustedProxy(c, config.trustedProxies)) return undefined;
  const read = (name: string) => requestHeader(c, name as Lowercase<string>)?.trim() ?? "";
  const user = read(config.headers.user);
  if (!user) return undefined;
  // Authelia sends the e-mail apart; a proxy that signs people in by e-mail may send it as the user.
  const email = Email.safeParse(read(config.headers.email) || user).data;
  const name = Name.safeParse(read(config.headers.name)).data ?? Name.safeParse(user).data ?? user.slice(0, 255);
  // Authelia separates groups with commas, Authentik with "|".
  const groups = read(config.headers.groups)
    .split(/[,|]/)
    .map((g) => g.trim())
    .filter(Boolean);
  return { user, ...(email ? { email } : {}), name, groups };
}

/** The person who may sign in now, or the refusal: no trusted header, no e-mail, or none of the allowed groups. */
export function admittedPerson(c: Context, config: ForwardAuthConfig): ProxyPerson & { email: string } {
  const person = proxyPerson(c, config);
  if (!person) throw refused(401, "No signed-in person came from a trusted proxy (TRUSTED_PROXIES).");
  if (!person.email) throw refused(403, "The proxy named no e-mail address for this person.");
  if (config.allowedGroups.length > 0 && !person.groups.some((g) => config.allowedGroups.includes(g))) {
    throw refused(403, "This person is in none of the groups allowed to sign in (FORWARD_AUTH_ALLOWED_GROUPS).");
  }
  return { ...person, email: person.email };
}
