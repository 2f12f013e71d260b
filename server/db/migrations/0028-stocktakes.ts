import { PostgresAdapter, type Kysely } from "kysely";

/** Stock-takes, the entities each expected when it began, and every scan (docs/decisions/029-stocktakes.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("stocktakes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("location_id", "text", (c) => c.notNull())
    .addColumn("location_name", "text", (c) => c.notNull())
    .addColumn("recursive", "integer", (c) => c.notNull())
    /** JSON list of the location ids the stock-take covers, fixed when it began. */
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_by_id", "text", (c) => c.notNull())
    .addColumn("created_by_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .addColumn("batch_id", "text")
    .execute();
  await db.schema.createIndex("stocktakes_group").on("stocktakes").columns(["group_id", "created_at"]).execute();
  await db.schema
    .createTable("stocktake_expected")
    .addColumn("stocktake_id", "text", (c) => c.notNull().references("stocktakes.id").onDelete("cascade"))
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("asset_id", "integer")
    .addColumn("quantity", "double precision", (c) => c.notNull())
    .addColumn("location_id", "text")
    .addPrimaryKeyConstraint("stocktake_expected_pk", ["stocktake_id", "entity_id"])
    .execute();
  await db.schema
    .createTable("stocktake_scans")
    .addColumn("seq", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("stocktake_id", "text", (c) => c.notNull().references("stocktakes.id").onDelete("cascade"))
    .addColumn("scan_id", "text", (c) => c.notNull())
    .addColumn("code", "text")
    .addColumn("entity_id", "text")
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("count", "integer")
    .addColumn("scanned_at", "text", (c) => c.notNull())
    .addColumn("by_id", "text", (c) => c.notNull())
    .addColumn("by_name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stocktake_scans_scan")
    .on("stocktake_scans")
    .columns(["stocktake_id", "scan_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("stocktake_scans_entity")
    .on("stocktake_scans")
    .columns(["stocktake_id", "entity_id"])
    .execute();
  // A scanned serial number is looked up within the group, as asset ids are (entities_asset).
  await db.schema.createIndex("entities_serial").on("entities").columns(["group_id", "serial_number"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("entities_serial").execute();
  await db.schema.dropTable("stocktake_scans").execute();
  await db.schema.dropTable("stocktake_expected").execute();
  await db.schema.dropTable("stocktakes").execute();
}
