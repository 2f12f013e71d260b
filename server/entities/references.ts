import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Outcome } from "../domain/outcome";
import type { FieldErrors } from "../domain/placement";

type Q = Kysely<Database>;

const NOT_FOUND = "not found: no such record in your group";

/** The type an entity gets when none is given: the group's oldest item type, created when missing. */
export async function defaultItemTypeId(db: Q, groupId: string): Promise<string> {
  const existing = await db
    .selectFrom("entity_types")
    .select("id")
    .where("group_id", "=", groupId)
    .where("is_location", "=", 0)
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
  if (existing) return existing.id;
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto("entity_types")
    .values({ id, group_id: groupId, name: "Item", is_location: 0, icon: "", created_at: now, updated_at: now })
    .execute();
  return id;
}

/** The entity type of the group, or a field error. */
export async function checkEntityType(db: Q, groupId: string, id: string): Promise<Outcome<Database["entity_types"]>> {
  const type = await db
    .selectFrom("entity_types")
    .selectAll()
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  return type ? { ok: type } : { errors: { entityTypeId: NOT_FOUND } };
}

/** The tag ids without duplicates, or a field error for each id that is not a tag of the group. */
export async function checkTags(db: Q, groupId: string, tagIds: readonly string[]): Promise<Outcome<string[]>> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return { ok: [] };
  const found = new Set(
    (await db.selectFrom("tags").select("id").where("group_id", "=", groupId).where("id", "in", unique).execute()).map(
      (t) => t.id,
    ),
  );
  const errors: FieldErrors = {};
  tagIds.forEach((id, i) => {
    if (!found.has(id)) errors[`tagIds[${i}]`] = NOT_FOUND;
  });
  return Object.keys(errors).length > 0 ? { errors } : { ok: unique };
}

/** Returns the tag ids the entity had before, which history compares with. */
export async function replaceTags(db: Q, entityId: string, tagIds: readonly string[]) {
  // Only the links that change are written: a save sends every tag again, and each link's insert and
  // delete runs the triggers that keep the tags' values (docs/decisions/016-entity-writes.md).
  const stored = (await db.selectFrom("entity_tags").select("tag_id").where("entity_id", "=", entityId).execute()).map(
    (t) => t.tag_id,
  );
  const wanted = new Set(tagIds);
  const gone = stored.filter((id) => !wanted.has(id));
  const kept = new Set(stored);
  const added = [...wanted].filter((id) => !kept.has(id));
  if (gone.length > 0) {
    await db.deleteFrom("entity_tags").where("entity_id", "=", entityId).where("tag_id", "in", gone).execute();
  }
  if (added.length > 0) {
    await db
      .insertInto("entity_tags")
      .values(added.map((tag_id) => ({ entity_id: entityId, tag_id })))
      .execute();
  }
  return stored;
}
