import type { Kysely, Selectable } from "kysely";
import type { Checkout } from "../../contract";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;
type Row = Pick<Selectable<Database["checkouts"]>, "entity_id" | "to_user_id" | "to_name" | "since" | "due" | "note">;

export const checkoutOut = (r: Row): Checkout => ({
  to: r.to_user_id ? { userId: r.to_user_id, name: r.to_name } : { name: r.to_name },
  since: r.since,
  due: r.due,
  note: r.note,
});

const open = (db: Q) =>
  db
    .selectFrom("checkouts")
    .select(["entity_id", "to_user_id", "to_name", "since", "due", "note"])
    .where("returned_at", "is", null);

/** The open check-out of one entity, or null. */
export async function openCheckout(db: Q, entityId: string): Promise<Checkout | null> {
  const row = await open(db).where("entity_id", "=", entityId).executeTakeFirst();
  return row ? checkoutOut(row) : null;
}

/** The open check-outs of a page of entities, by entity id: one query through the partial index. */
export async function openCheckouts(db: Q, entityIds: readonly string[]): Promise<Map<string, Checkout>> {
  if (entityIds.length === 0) return new Map();
  const rows = await open(db).where("entity_id", "in", entityIds).execute();
  return new Map(rows.map((r) => [r.entity_id, checkoutOut(r)]));
}
