import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Role } from "../http/api";
import { hashToken } from "../auth/passwords";

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

export type Redeemed = { groupId: string; role: Role } | { error: string };

/**
 * Takes one use of an invitation, inside the caller's transaction: the one conditional UPDATE both checks
 * (known, not expired, uses left) and counts, so two people racing for the last use cannot both get it.
 * Unknown, revoked (deleted), expired and used-up tokens all fail; the caller then creates nothing.
 */
export async function redeemInvitation(trx: Kysely<Database>, rawToken: string, now: string): Promise<Redeemed> {
  const tokenHash = hashToken(rawToken.trim().toUpperCase());
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
  if (!row) return { error: "is not a valid invitation (unknown or revoked)" };
  if (row.expires_at <= now) return { error: "has expired; ask for a new invitation" };
  return { error: "has been used up; ask for a new invitation" };
}

/** The invitation's group name, for the join page ("Join <group name>"); undefined when it cannot be used. */
export async function invitationPreview(db: Kysely<Database>, rawToken: string, now: string) {
  return db
    .selectFrom("invitations as i")
    .innerJoin("groups as g", "g.id", "i.group_id")
    .select(["g.name", "i.expires_at", "i.role"])
    .where("i.token_hash", "=", hashToken(rawToken.trim().toUpperCase()))
    .where("i.uses_left", ">", 0)
    .where("i.expires_at", ">", now)
    .executeTakeFirst();
}
