import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Role } from "../http/api";

type GroupRow = Database["groups"];

/** Homebox stores the currency in lower case and answers in upper case; so do we. */
export const groupOut = (g: GroupRow, role: Role) => ({
  id: g.id,
  name: g.name,
  currency: g.currency.toUpperCase(),
  createdAt: g.created_at,
  updatedAt: g.updated_at,
  role,
});

export async function groupsOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("memberships as m")
    .innerJoin("groups as g", "g.id", "m.group_id")
    .selectAll("g")
    .select("m.role")
    .where("m.user_id", "=", userId)
    .orderBy("g.created_at")
    .execute();
  return rows.map((r) => groupOut(r, r.role));
}

/**
 * The group's owners, inside the caller's transaction. On PostgreSQL their rows are locked, so that two owners
 * demoting or removing each other at once cannot both see "another owner is left" (SQLite runs one write
 * transaction at a time anyway, and knows no FOR UPDATE).
 */
export async function ownerCount(trx: Kysely<Database>, groupId: string, postgres: boolean): Promise<number> {
  const owners = trx
    .selectFrom("memberships")
    .select("user_id")
    .where("group_id", "=", groupId)
    .where("role", "=", "owner");
  return (await (postgres ? owners.forUpdate() : owners).execute()).length;
}

/**
 * A member leaves: their default group moves to another of theirs (or none), so that a request without
 * X-Tenant never lands in a group they left.
 */
export async function removeMembership(db: Kysely<Database>, groupId: string, userId: string) {
  await db.deleteFrom("memberships").where("group_id", "=", groupId).where("user_id", "=", userId).execute();
  const next = await db
    .selectFrom("memberships")
    .select("group_id")
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .executeTakeFirst();
  await db
    .updateTable("users")
    .set({ group_id: next?.group_id ?? null })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("group_id", "=", groupId), eb("group_id", "is", null)]))
    .execute();
}

/**
 * Deletes a group with everything in it, inside the caller's transaction, and returns the storage keys of its
 * files for removal after the commit (server/attachments/cleanup.ts). Entities go first in one statement, so
 * that their references among each other and to their types never block the cascade from the group row.
 */
export async function deleteGroupData(trx: Kysely<Database>, groupId: string): Promise<string[]> {
  const files = await trx.selectFrom("attachments").select("storage_key").where("group_id", "=", groupId).execute();
  await trx.deleteFrom("entities").where("group_id", "=", groupId).execute();
  await trx.deleteFrom("groups").where("id", "=", groupId).execute();
  return files.map((f) => f.storage_key);
}
