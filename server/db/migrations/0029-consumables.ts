import type { Kysely } from "kysely";

/**
 * Consumables (docs/decisions/030-low-stock-notifications.md): an item's minimum quantity (null: none) and
 * unit ("" is pieces), a template's defaults for both, and one row per item that is at or below its
 * minimum: the row's id names the notification of that one crossing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("entities").addColumn("min_quantity", "double precision").execute();
  await db.schema
    .alterTable("entities")
    .addColumn("unit", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("templates").addColumn("default_min_quantity", "double precision").execute();
  await db.schema
    .alterTable("templates")
    .addColumn("default_unit", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("low_stock_alerts")
    .addColumn("entity_id", "text", (c) => c.primaryKey())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("since", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("low_stock_alerts_group").on("low_stock_alerts").column("group_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("low_stock_alerts").execute();
  await db.schema.alterTable("templates").dropColumn("default_unit").execute();
  await db.schema.alterTable("templates").dropColumn("default_min_quantity").execute();
  await db.schema.alterTable("entities").dropColumn("unit").execute();
  await db.schema.alterTable("entities").dropColumn("min_quantity").execute();
}
