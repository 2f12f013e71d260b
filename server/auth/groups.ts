import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A new group starts with the two entity types every inventory needs: "Item" and "Location". */
export async function createGroup(db: Kysely<Database>, name: string, now: string): Promise<string> {
  const id = randomUUID();
  await db.insertInto("groups").values({ id, name, currency: "usd", created_at: now, updated_at: now }).execute();
  await db
    .insertInto("entity_types")
    .values([
      { id: randomUUID(), group_id: id, name: "Item", is_location: 0, icon: "", created_at: now, updated_at: now },
      { id: randomUUID(), group_id: id, name: "Location", is_location: 1, icon: "", created_at: now, updated_at: now },
    ])
    .execute();
  return id;
}
