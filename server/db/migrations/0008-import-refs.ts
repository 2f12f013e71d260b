import type { Kysely } from "kysely";

/** Homebox's `HB.import_ref`: lets a CSV row update the entity it created before (docs/data-transfer.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("entities")
    .addColumn("import_ref", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("entities_import_ref").on("entities").columns(["group_id", "import_ref"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("entities_import_ref").execute();
  await db.schema.alterTable("entities").dropColumn("import_ref").execute();
}
