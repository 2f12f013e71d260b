import type { Kysely } from "kysely";

/**
 * Homebox's import reference (`HB.import_ref`): the key a CSV row uses to update the entity it created
 * before instead of creating a second one (docs/data-transfer.md). "" when the entity has none.
 */
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
