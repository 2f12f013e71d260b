import { call } from "../../api/client";
import { setSession } from "../../api/session";
import { signedInBefore } from "./session";

/*
 * Single sign-on for the signed-out pages: plain functions, the contract imported when a request is sent
 * (the sign-in page's bundle budget), as auth-api.ts does.
 */
const oidcContract = () => import("../../../contract/oidc");

/** `/v1/status`'s `oidc` (Homebox's shape); off when the answer is missing or odd. */
export interface OidcSettings {
  enabled: boolean;
  allowLocal: boolean;
  buttonText?: string | undefined;
  autoRedirect?: boolean | undefined;
}

export async function oidcSettings(status: Promise<unknown>): Promise<OidcSettings> {
  const [{ StatusResult }, body] = await Promise.all([import("../../../contract/sign-in-answers"), status]);
  return StatusResult.safeParse(body).data?.oidc ?? { enabled: false, allowLocal: true };
}

/** Where the browser goes to sign in at the provider; it comes back to `next` (a path of this app). */
export function oidcStartUrl(next: string, invitation?: string): string {
  const params = new URLSearchParams(next !== "/" ? { next } : {});
  if (invitation) params.set("token", invitation);
  const query = params.toString();
  return `/api/v1/users/login/oidc${query ? `?${query}` : ""}`;
}

/** Exchanges the one-time ticket the provider's sign-in came back with for this browser's session. */
export async function finishOidcSignIn(ticket: string): Promise<void> {
  const { oidcEndpoints } = await oidcContract();
  setSession(await call(oidcEndpoints.finish, { body: { ticket } }));
  signedInBefore.set();
}

/** Links the provider identity to the account by its password, and signs in. */
export async function linkAndSignIn(input: {
  ticket: string;
  email: string;
  password: string;
  stayLoggedIn: boolean;
}): Promise<void> {
  const { oidcEndpoints } = await oidcContract();
  const body = {
    ticket: input.ticket,
    username: input.email,
    password: input.password,
    stayLoggedIn: input.stayLoggedIn,
  };
  setSession(await call(oidcEndpoints.link, { body }));
  signedInBefore.set();
}

/** What the provider's sign-in came back with, read from the address (the ticket only after `#`). */
export interface OidcReturn {
  ticket?: string;
  link?: { ticket: string; email: string };
  error?: string;
}

/** Reads the return and takes the ticket out of the address, so that it is not kept in the history. */
export function takeOidcReturn(location: Location): OidcReturn {
  const hash = new URLSearchParams(location.hash.slice(1));
  const error = new URLSearchParams(location.search).get("oidcError") ?? undefined;
  const ticket = hash.get("oidc") ?? undefined;
  const linkTicket = hash.get("oidcLink");
  if (location.hash) window.history.replaceState(null, "", location.pathname + location.search);
  return {
    ...(ticket ? { ticket } : {}),
    ...(linkTicket ? { link: { ticket: linkTicket, email: hash.get("email") ?? "" } } : {}),
    ...(error ? { error } : {}),
  };
}
