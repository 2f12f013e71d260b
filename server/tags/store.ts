import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { TagInput } from "../../contract";
import type { Db } from "../db/database";
import { ancestorsOf, subtreeHeight } from "../db/hierarchy-queries";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { tracked } from "../history/record";
import { decideTagParent } from "../domain/tag-hierarchy";
import { MAX_TAG_DEPTH } from "../domain/tree-depth";
import { invalid, notFound } from "../domain/errors";

type Q = Kysely<Database>;
type TagRow = Database["tags"];

export function listTags(db: Q, groupId: string): Promise<TagRow[]> {
  return db.selectFrom("tags").selectAll().where("group_id", "=", groupId).orderBy("name").orderBy("id").execute();
}

/** The tag of the group, or 404. */
export async function findTag(db: Q, groupId: string, id: string): Promise<TagRow> {
  const row = await db
    .selectFrom("tags")
    .selectAll()
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!row) throw notFound("tag");
  return row;
}

/** The parent a write may store (rules in server/domain/tag-hierarchy.ts), or a 422. */
async function checkedParent(trx: Q, groupId: string, selfId: string | null, parentId: string | null) {
  const parent = parentId
    ? await trx
        .selectFrom("tags")
        .select("id")
        .where("id", "=", parentId)
        .where("group_id", "=", groupId)
        .executeTakeFirst()
    : undefined;
  const decision = decideTagParent(selfId, parentId, {
    parentExists: parent !== undefined,
    parentAncestorIds: parent ? await ancestorsOf(trx, "tags", parent.id, MAX_TAG_DEPTH) : [],
    subtreeHeight: selfId && parent ? await subtreeHeight(trx, "tags", selfId, MAX_TAG_DEPTH) : 0,
  });
  if ("errors" in decision) throw invalid(decision.errors);
  return decision.ok;
}

const columns = (body: TagInput) => ({
  name: body.name,
  description: body.description,
  color: body.color,
  icon: body.icon,
});

/** Tag writes hold the group's tree lock, so that racing parent changes cannot close a cycle. */
export function createTag(db: Db, groupId: string, body: TagInput): Promise<TagRow> {
  return inTreeTransaction(db, groupId, async (trx) => {
    const now = new Date().toISOString();
    const row: TagRow = {
      id: randomUUID(),
      group_id: groupId,
      parent_id: await checkedParent(trx, groupId, null, body.parentId),
      ...columns(body),
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto("tags").values(row).execute();
    return row;
  });
}

export function replaceTag(db: Db, groupId: string, id: string, body: TagInput): Promise<TagRow> {
  return inTreeTransaction(db, groupId, async (trx) => {
    const current = await findTag(trx, groupId, id);
    const next: TagRow = {
      ...current,
      ...columns(body),
      parent_id: await checkedParent(trx, groupId, id, body.parentId),
      updated_at: new Date().toISOString(),
    };
    await trx.updateTable("tags").set(next).where("id", "=", id).execute();
    return next;
  });
}

/** Deletes a tag; its children move to the top level. */
export function deleteTag(db: Db, groupId: string, id: string): Promise<void> {
  return inTreeTransaction(db, groupId, async (trx) => {
    await findTag(trx, groupId, id);
    await trx.updateTable("tags").set({ parent_id: null }).where("parent_id", "=", id).execute();
    // The entities that carried the tag lose it from their tag sets: a change of each in history.
    const tagged = await trx.selectFrom("entity_tags").select("entity_id").where("tag_id", "=", id).execute();
    await tracked(
      trx,
      groupId,
      tagged.map((t) => t.entity_id),
      () => trx.deleteFrom("tags").where("id", "=", id).execute(),
    );
  });
}
