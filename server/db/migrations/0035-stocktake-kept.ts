import type { Kysely } from "kysely";

/**
 * Unexpected entities of a stock-take marked "it belongs there": its finish leaves them where they are recorded
 * (docs/decisions/029-stocktakes.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stocktake_kept")
    .addColumn("stocktake_id", "text", (c) => c.notNull().references("stocktakes.id").onDelete("cascade"))
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("stocktake_kept_pk", ["stocktake_id", "entity_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stocktake_kept").ifExists().execute();
}
