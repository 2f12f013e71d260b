import { call } from "../../api/client";
import { setSession } from "../../api/session";
import { forgetSelf } from "./self-cache";
import { signedInBefore } from "./session";

/*
 * Plain functions (no TanStack Query, no router): the sign-in pages are their own small entry, and
 * the contract (zod) is imported when a request is sent, not before the first paint.
 */
const contract = () => import("../../../contract/sign-in-answers");
const authContract = () => import("../../../contract/auth");

/**
 * Whether this instance accepts new accounts, from the bootstrap's status request; an unreachable or odd answer
 * counts as closed, so the sign-in page still works.
 */
export async function registrationOpen(status: Promise<unknown>): Promise<boolean> {
  const [{ StatusResult }, body] = await Promise.all([contract(), status]);
  return StatusResult.safeParse(body).data?.allowRegistration ?? false;
}

export interface SignInInput {
  email: string;
  password: string;
  stayLoggedIn: boolean;
}

/** Signs in and stores the session (token, attachment token, expiry) for the API client. */
export async function signIn({ email, password, stayLoggedIn }: SignInInput): Promise<void> {
  const { authEndpoints } = await authContract();
  const result = await call(authEndpoints.login, { body: { username: email, password, stayLoggedIn } });
  setSession(result);
  signedInBefore.set();
}

export async function register(input: {
  name: string;
  email: string;
  password: string;
  token?: string;
}): Promise<void> {
  const { authEndpoints } = await authContract();
  await call(authEndpoints.register, { body: input });
}

/** Revokes the token on the service; the local session ends even when the service is unreachable. */
export async function signOut(): Promise<void> {
  try {
    const { authEndpoints } = await authContract();
    await call(authEndpoints.logout);
  } finally {
    forgetSelf();
    setSession(null);
  }
}

/** The group an invitation joins, for "Join <group>"; null when the token cannot be used (any more). */
export async function invitationGroup(token: string): Promise<string | null> {
  const { invitationPreviewEndpoint } = await import("../../../contract/invitation-preview");
  try {
    const preview = await call(invitationPreviewEndpoint, { query: { token } });
    return preview.groupName;
  } catch {
    return null;
  }
}
