import type { Kysely } from "kysely";
import type { z } from "zod";
import type { GroupOut, GroupUpdate } from "../../contract";
import { removeBlobs } from "../attachments/cleanup";
import type { BlobStore } from "../attachments/blob-store";
import { createGroup } from "../auth/groups";
import { sessionCacheFor } from "../auth/session-cache";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { conflict, DomainError } from "../domain/errors";
import type { Role } from "../http/api";
import { isCurrency } from "./currencies";
import { joinGroup } from "./new-group";

type GroupRow = Pick<Database["groups"], "id" | "name" | "currency" | "created_at" | "updated_at">;

/** Homebox stores the currency in lower case and answers in upper case; so do we. */
export const groupOut = (g: GroupRow, role: Role) => ({
  id: g.id,
  name: g.name,
  currency: g.currency.toUpperCase(),
  createdAt: g.created_at,
  updatedAt: g.updated_at,
  role,
});

export async function findGroup(db: Kysely<Database>, groupId: string, role: Role): Promise<GroupOut> {
  return groupOut(await db.selectFrom("groups").selectAll().where("id", "=", groupId).executeTakeFirstOrThrow(), role);
}

/** A new group the user owns; it becomes their default group only if they had none. */
export async function createOwnGroup(db: Db, userId: string, name: string): Promise<GroupOut> {
  const now = new Date().toISOString();
  const id = await inTransaction(db, async (trx) => {
    const groupId = await createGroup(trx, name, now);
    await joinGroup(trx, groupId, userId, "owner", now);
    return groupId;
  });
  sessionCacheFor(db).clear();
  return findGroup(db.kysely, id, "owner");
}

export async function updateGroup(db: Db, groupId: string, body: z.output<typeof GroupUpdate>): Promise<GroupOut> {
  if (!isCurrency(body.currency)) {
    const fields = { currency: `${body.currency} is not one of GET /v1/currencies` };
    throw new DomainError("invalid", "The currency is not supported.", { fields });
  }
  await db.kysely
    .updateTable("groups")
    .set({ name: body.name, currency: body.currency.toLowerCase(), updated_at: new Date().toISOString() })
    .where("id", "=", groupId)
    .execute();
  return findGroup(db.kysely, groupId, "owner");
}

/** Deletes a group nobody else belongs to; the owner's default group moves to another of theirs. */
export async function deleteGroup(db: Db, blobs: BlobStore, groupId: string, userId: string): Promise<void> {
  const keys = await inTransaction(db, async (trx) => {
    const members = await trx.selectFrom("memberships").select("user_id").where("group_id", "=", groupId).execute();
    if (members.some((m) => m.user_id !== userId)) {
      throw conflict("Other members still belong to this group; remove them first.");
    }
    const other = await trx
      .selectFrom("memberships")
      .select("group_id")
      .where("user_id", "=", userId)
      .where("group_id", "!=", groupId)
      .orderBy("created_at")
      .executeTakeFirst();
    if (!other) throw new DomainError("bad-input", "This is your only group; delete your account instead.");
    await trx
      .updateTable("users")
      .set({ group_id: other.group_id })
      .where("id", "=", userId)
      .where("group_id", "=", groupId)
      .execute();
    return deleteGroupData(trx, groupId);
  });
  sessionCacheFor(db).clear();
  await removeBlobs(db.kysely, blobs, keys);
}

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

/** The group's owners, locked on PostgreSQL so that two owners demoting each other cannot both see another left. */
export async function ownerCount(trx: Kysely<Database>, groupId: string, postgres: boolean): Promise<number> {
  const owners = trx
    .selectFrom("memberships")
    .select("user_id")
    .where("group_id", "=", groupId)
    .where("role", "=", "owner");
  return (await (postgres ? owners.forUpdate() : owners).execute()).length;
}

/** A member leaves; their default group moves to another of theirs, so no request lands in the one they left. */
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

/** Deletes a group's data, entities first so their mutual references never block the cascade; returns file keys. */
export async function deleteGroupData(trx: Kysely<Database>, groupId: string): Promise<string[]> {
  const files = await trx
    .selectFrom("attachments")
    .select("storage_key")
    .where("group_id", "=", groupId)
    .unionAll(trx.selectFrom("kept_attachments").select("storage_key").where("group_id", "=", groupId))
    .execute();
  await trx.deleteFrom("entities").where("group_id", "=", groupId).execute();
  await trx.deleteFrom("groups").where("id", "=", groupId).execute();
  return files.map((f) => f.storage_key);
}
