import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { EntityTypeInput } from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { afterLocationFlagChange } from "../entities/placement-effects";
import { conflict, notFound } from "../domain/errors";

type Q = Kysely<Database>;
type TypeRow = Database["entity_types"];

export function listEntityTypes(db: Q, groupId: string): Promise<TypeRow[]> {
  return db
    .selectFrom("entity_types")
    .selectAll()
    .where("group_id", "=", groupId)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

async function findEntityType(trx: Q, groupId: string, id: string): Promise<TypeRow> {
  const row = await trx
    .selectFrom("entity_types")
    .selectAll()
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!row) throw notFound("entity type");
  return row;
}

const columns = (body: EntityTypeInput) => ({ name: body.name, is_location: body.isLocation ? 1 : 0, icon: body.icon });

export async function createEntityType(db: Q, groupId: string, body: EntityTypeInput): Promise<TypeRow> {
  const now = new Date().toISOString();
  const row: TypeRow = { id: randomUUID(), group_id: groupId, ...columns(body), created_at: now, updated_at: now };
  await db.insertInto("entity_types").values(row).execute();
  return row;
}

/** Replaces a type; switching isLocation re-resolves its entities' subtrees (under the group's tree lock). */
export function replaceEntityType(db: Db, groupId: string, id: string, body: EntityTypeInput): Promise<TypeRow> {
  return inTreeTransaction(db, groupId, async (trx) => {
    const current = await findEntityType(trx, groupId, id);
    const next = { ...current, ...columns(body), updated_at: new Date().toISOString() };
    await trx.updateTable("entity_types").set(next).where("id", "=", id).execute();
    if (next.is_location !== current.is_location) {
      const entities = await trx.selectFrom("entities").select("id").where("entity_type_id", "=", id).execute();
      const ids = entities.map((e) => e.id);
      await afterLocationFlagChange(trx, groupId, ids, body.isLocation);
    }
    return next;
  });
}

/**
 * Deletes a type no entity uses, else 409. The group's tree lock: an entity created with this type
 * meanwhile either commits first (→ 409 here) or waits and then finds the type gone (→ 422 there).
 */
export function deleteEntityType(db: Db, groupId: string, id: string): Promise<void> {
  return inTreeTransaction(db, groupId, async (trx) => {
    await findEntityType(trx, groupId, id);
    const used = await trx
      .selectFrom("entities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("entity_type_id", "=", id)
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) {
      throw conflict(`This entity type is used by ${used.n} entities; give them another type first.`);
    }
    await trx.deleteFrom("entity_types").where("id", "=", id).execute();
  });
}
