import { call } from "../../api/client";
import { setSession } from "../../api/session";
import { signedInBefore } from "./session";

/*
 * Sign-in by a trusted proxy's header and password reset (docs/decisions/034-proxy-sign-in-and-password-reset.md),
 * as plain functions like auth-api.ts: the contract loads when a request is sent.
 */
const contract = () => import("../../../contract/sign-in-ways");

export interface SignInWays {
  /** This request came through a trusted proxy that names its person: sign in without a form. */
  proxySignIn: boolean;
  /** "Forgot password?" can mail a link. */
  passwordReset: boolean;
}

/** Read from the bootstrap's status answer; an odd or missing answer offers neither. */
export async function signInWays(status: Promise<unknown>): Promise<SignInWays> {
  const [{ StatusResult }, body] = await Promise.all([import("../../../contract/sign-in-answers"), status]);
  const parsed = StatusResult.safeParse(body).data;
  return { proxySignIn: parsed?.proxySignIn ?? false, passwordReset: parsed?.passwordReset ?? false };
}

/** Signs in as the person the proxy names, and stores the session as a password sign-in does. */
export async function signInByProxy(): Promise<void> {
  const { signInWayEndpoints } = await contract();
  setSession(await call(signInWayEndpoints.proxyLogin));
  signedInBefore.set();
}

export async function requestPasswordReset(email: string): Promise<void> {
  const { signInWayEndpoints } = await contract();
  await call(signInWayEndpoints.forgotPassword, { body: { email } });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  const { signInWayEndpoints } = await contract();
  await call(signInWayEndpoints.resetPassword, { body: { token, password } });
}
