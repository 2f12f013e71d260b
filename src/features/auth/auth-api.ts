import { apiRequest } from "../../api/client";
import { setSession } from "../../api/session";
import { forgetSelf } from "./self-cache";
import { signedInBefore } from "./session";

/*
 * Plain functions (no TanStack Query, no router): the sign-in pages are their own small entry, and
 * the contract (zod) is imported when a response is parsed, not before the first paint.
 */
const contract = () => import("../../../contract/sign-in-answers");

/**
 * Whether this instance accepts new accounts, from the bootstrap's status request (status-request.ts) parsed by the contract
 * (loaded meanwhile). An unreachable or odd answer counts as closed: the sign-in page still works.
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
  const { LoginResult } = await contract();
  const result = await apiRequest("/v1/users/login", {
    method: "POST",
    body: { username: email, password, stayLoggedIn },
    schema: LoginResult,
  });
  setSession(result);
  signedInBefore.set();
}

export async function register(input: {
  name: string;
  email: string;
  password: string;
  token?: string;
}): Promise<void> {
  await apiRequest("/v1/users/register", { method: "POST", body: input });
}

/** Revokes the token on the service; the local session ends even when the service is unreachable. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest("/v1/users/logout", { method: "POST" });
  } finally {
    forgetSelf();
    setSession(null);
  }
}

/** The group an invitation joins, for "Join <group>"; null when the token cannot be used (any more). */
export async function invitationGroup(token: string): Promise<string | null> {
  const { InvitationPreview } = await import("../../../contract/group");
  try {
    const preview = await apiRequest(`/v1/invitations/preview?token=${encodeURIComponent(token)}`, {
      schema: InvitationPreview,
    });
    return preview.groupName;
  } catch {
    return null;
  }
}
