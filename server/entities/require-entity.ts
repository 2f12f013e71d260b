import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { notFound } from "../domain/errors";

/** A 404 unless the entity is one of the group's: another group's id reveals nothing. */
export async function requireEntity(q: Kysely<Database>, groupId: string, entityId: string): Promise<void> {
  const entity = await q
    .selectFrom("entities")
    .select("id")
    .where("id", "=", entityId)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!entity) throw notFound();
}
