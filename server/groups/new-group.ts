import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { EntityUpdate } from "../../contract";
import { updateColumns } from "../entities/write";
import type { Role } from "../http/api";
import type { Database } from "../db/schema";
import { seedNames, type SeedLanguage } from "./seed-names";

/**
 * Top-level locations and root tags of a registration's new group, named in the registering person's
 * language; the group already has its two entity types.
 */
export async function seedNewGroup(
  db: Kysely<Database>,
  groupId: string,
  now: string,
  language: SeedLanguage = "en",
): Promise<void> {
  const names = seedNames(language);
  const locationType = await db
    .selectFrom("entity_types")
    .select("id")
    .where("group_id", "=", groupId)
    .where("is_location", "=", 1)
    .executeTakeFirstOrThrow();
  const stamps = { created_at: now, updated_at: now };
  await db
    .insertInto("tags")
    .values(
      names.tags.map((name) => ({
        id: randomUUID(),
        group_id: groupId,
        parent_id: null,
        name,
        description: "",
        color: "",
        icon: "",
        ...stamps,
      })),
    )
    .execute();
  await db
    .insertInto("entities")
    .values(
      // Each stored as a create of a top-level location with nothing but its name.
      names.rooms.map((name) => ({
        ...updateColumns(EntityUpdate.parse({ name })),
        id: randomUUID(),
        group_id: groupId,
        entity_type_id: locationType.id,
        parent_id: null,
        location_id: null,
        resolved_location_id: null,
        asset_id: null,
        version: 1,
        ...stamps,
      })),
    )
    .execute();
}

/** A new account in `groupId` with its membership there; an empty `passwordHash` can never sign in by password. */
export async function addUser(
  db: Kysely<Database>,
  groupId: string,
  person: { name: string; email: string; passwordHash: string },
  role: Role,
  now: string,
): Promise<string> {
  const userId = randomUUID();
  await db
    .insertInto("users")
    .values({
      id: userId,
      group_id: groupId,
      name: person.name,
      email: person.email,
      password_hash: person.passwordHash,
      is_superuser: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await addMembership(db, groupId, userId, role, now);
  return userId;
}

export async function addMembership(db: Kysely<Database>, groupId: string, userId: string, role: Role, now: string) {
  await db.insertInto("memberships").values({ group_id: groupId, user_id: userId, role, created_at: now }).execute();
}

/** A membership of a signed-in user; the group becomes their default group only if they had none. */
export async function joinGroup(db: Kysely<Database>, groupId: string, userId: string, role: Role, now: string) {
  await addMembership(db, groupId, userId, role, now);
  await db
    .updateTable("users")
    .set({ group_id: groupId })
    .where("id", "=", userId)
    .where("group_id", "is", null)
    .execute();
}
