import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { InvitationCreate, InvitationOut } from "../../contract";
import { hashToken } from "../auth/passwords";
import { sessionCacheFor } from "../auth/session-cache";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { conflict, DomainError, notFound } from "../domain/errors";
import type { Role } from "../http/api";
import { findRole } from "./members";
import { joinGroup } from "./new-group";

const DAY_MS = 24 * 60 * 60 * 1000;

/** People type tokens in: case and surrounding spaces do not matter. */
const hashOf = (rawToken: string) => hashToken(rawToken.trim().toUpperCase());

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** 16 random bytes in RFC 4648 base32 without padding: 26 characters, like Homebox's invitation tokens. */
export function newInvitationToken(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Takes one use of an invitation in the caller's transaction: one conditional UPDATE checks and counts,
 * so racing redeemers cannot both get the last use. Any invalid token is a 422 on `token`.
 */
export async function redeemInvitation(
  trx: Kysely<Database>,
  rawToken: string,
  now: string,
): Promise<{ groupId: string; role: Role }> {
  const tokenHash = hashOf(rawToken);
  const taken = await trx
    .updateTable("invitations")
    .set((eb) => ({ uses_left: eb("uses_left", "-", 1) }))
    .where("token_hash", "=", tokenHash)
    .where("uses_left", ">", 0)
    .where("expires_at", ">", now)
    .returning(["group_id", "role"])
    .executeTakeFirst();
  if (taken) return { groupId: taken.group_id, role: taken.role };
  const row = await trx
    .selectFrom("invitations")
    .select(["uses_left", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  const reason = !row
    ? "is not a valid invitation (unknown or revoked)"
    : row.expires_at <= now
      ? "has expired; ask for a new invitation"
      : "has been used up; ask for a new invitation";
  throw new DomainError("invalid", "The invitation cannot be used.", { fields: { token: reason } });
}

/** The invitation's group name, for the join page ("Join <group name>"). */
export async function invitationPreview(db: Kysely<Database>, rawToken: string) {
  const row = rawToken
    ? await db
        .selectFrom("invitations as i")
        .innerJoin("groups as g", "g.id", "i.group_id")
        .select(["g.name", "i.expires_at", "i.role"])
        .where("i.token_hash", "=", hashOf(rawToken))
        .where("i.uses_left", ">", 0)
        .where("i.expires_at", ">", new Date().toISOString())
        .executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError("not-found", "This invitation is unknown, revoked, expired or used up.");
  return { groupName: row.name, role: row.role, expiresAt: row.expires_at };
}

export async function listInvitations(db: Kysely<Database>, groupId: string, id?: string): Promise<InvitationOut[]> {
  let query = db
    .selectFrom("invitations as i")
    .innerJoin("groups as g", "g.id", "i.group_id")
    .select(["i.id", "i.expires_at", "i.uses_left", "i.role", "g.id as group_id", "g.name"])
    .where("i.group_id", "=", groupId);
  if (id) query = query.where("i.id", "=", id);
  const rows = await query.orderBy("i.created_at", "desc").execute();
  return rows.map((r) => ({
    id: r.id,
    expiresAt: r.expires_at,
    uses: r.uses_left,
    role: r.role,
    group: { id: r.group_id, name: r.name },
  }));
}

/** A new invitation; its token is in this answer only (the database keeps its hash). */
export async function createInvitation(db: Db, groupId: string, body: z.output<typeof InvitationCreate>) {
  const now = Date.now();
  const token = newInvitationToken();
  const id = randomUUID();
  await db.kysely
    .insertInto("invitations")
    .values({
      id,
      group_id: groupId,
      token_hash: hashToken(token),
      role: body.role,
      uses_left: body.uses,
      expires_at: new Date(body.expiresAt ? Date.parse(body.expiresAt) : now + DAY_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  const [created] = await listInvitations(db.kysely, groupId, id);
  if (!created) throw notFound("invitation");
  return { ...created, token };
}

export async function revokeInvitation(db: Db, groupId: string, id: string): Promise<void> {
  const gone = await db.kysely
    .deleteFrom("invitations")
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound("invitation");
}

/** The signed-in user joins the invitation's group; it becomes their default group only if they had none. */
export async function joinWithInvitation(db: Db, userId: string, rawToken: string) {
  const joined = await inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const taken = await redeemInvitation(trx, rawToken, now);
    if (await findRole(trx, taken.groupId, userId)) throw conflict("You are already a member of this group.");
    await joinGroup(trx, taken.groupId, userId, taken.role, now);
    return trx.selectFrom("groups").select(["id", "name"]).where("id", "=", taken.groupId).executeTakeFirstOrThrow();
  });
  sessionCacheFor(db).clear();
  return joined;
}
