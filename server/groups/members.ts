import type { Kysely } from "kysely";
import type { MemberOut, Role } from "../../contract";
import { sessionCacheFor } from "../auth/session-cache";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { withCode } from "../../contract/error-codes";
import { conflict, notFound } from "../domain/errors";
import { ownerCount, removeMembership } from "./store";

/* Members and roles (docs/api.md): the last owner stays; every change clears the session cache. */

const lastOwner = () => conflict("The group's last owner cannot leave or stop being an owner.", withCode("last_owner"));

function members(db: Kysely<Database>, groupId: string) {
  return db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.name", "u.email", "m.role"])
    .where("m.group_id", "=", groupId);
}

export function listMembers(db: Kysely<Database>, groupId: string): Promise<MemberOut[]> {
  return members(db, groupId).orderBy("m.created_at").orderBy("u.id").execute();
}

/** The user's role in the group, or undefined when they are not a member. */
export async function findRole(trx: Kysely<Database>, groupId: string, userId: string): Promise<Role | undefined> {
  const row = await trx
    .selectFrom("memberships")
    .select("role")
    .where("group_id", "=", groupId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role;
}

async function roleOf(trx: Kysely<Database>, groupId: string, userId: string): Promise<Role> {
  const role = await findRole(trx, groupId, userId);
  if (!role) throw notFound("member");
  return role;
}

async function assertAnotherOwner(db: Db, trx: Kysely<Database>, groupId: string) {
  if ((await ownerCount(trx, groupId, db.dialect === "postgres")) <= 1) throw lastOwner();
}

export async function changeRole(db: Db, groupId: string, userId: string, role: Role): Promise<MemberOut> {
  const member = await inTransaction(db, async (trx) => {
    if ((await roleOf(trx, groupId, userId)) === "owner" && role !== "owner")
      await assertAnotherOwner(db, trx, groupId);
    await trx
      .updateTable("memberships")
      .set({ role })
      .where("group_id", "=", groupId)
      .where("user_id", "=", userId)
      .execute();
    return members(trx, groupId).where("m.user_id", "=", userId).executeTakeFirstOrThrow();
  });
  sessionCacheFor(db).clear();
  return member;
}

export async function removeMember(db: Db, groupId: string, userId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    if ((await roleOf(trx, groupId, userId)) === "owner") await assertAnotherOwner(db, trx, groupId);
    await removeMembership(trx, groupId, userId);
  });
  sessionCacheFor(db).clear();
}
