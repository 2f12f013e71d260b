import type { Role } from "../../contract";
import { lookUpToken } from "../auth/token-lookup";
import type { Db } from "../db/database";
import { auth, type Ctx } from "../http/api";
import { requestHeader } from "../http/request-header";

/** Whom an open stream serves: the sign-in and group its request was let in with. */
export interface StreamOwner {
  userId: string;
  groupId: string;
  tokenHash: string;
  role: Role;
  /** The group the request named (X-Tenant or `?tenant=`), looked up again with the token. */
  tenant: string | undefined;
}

/** The owner of a stream from its request, after the auth middleware let it in. */
export function streamOwner(c: Ctx): StreamOwner {
  const { userId, groupId, tokenHash, role } = auth(c);
  const tenant = requestHeader(c, "x-tenant") || c.req.query("tenant") || undefined;
  return { userId, groupId, tokenHash, role, tenant };
}

/**
 * The owner's role in the stream's group now, or undefined when the sign-in no longer reaches that group
 * (signed out, key revoked, account deleted, removed from the group): the stream must then end.
 */
export async function roleNow(db: Db, owner: StreamOwner): Promise<Role | undefined> {
  const s = await lookUpToken(db, undefined, owner.tokenHash, owner.tokenHash, owner.tenant);
  if (!s || s.userId !== owner.userId || s.groupId !== owner.groupId) return undefined;
  return s.role ?? undefined;
}
