import { sql, type Kysely } from "kysely";

/** Indexes that let the statistics and the CSV export read index entries instead of entity rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX entities_statistics ON entities (group_id, entity_type_id, archived, purchase_price,
    quantity, lifetime_warranty, warranty_expires, purchase_date, created_at)`.execute(db);
  await sql`CREATE INDEX entities_group_id ON entities (group_id, id, purchase_price)`.execute(db);
  await sql`DROP INDEX entities_parent`.execute(db);
  await sql`CREATE INDEX entities_parent ON entities (parent_id, entity_type_id, purchase_price)`.execute(db);
  await sql`CREATE INDEX entities_warranty ON entities (group_id, warranty_expires)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX entities_warranty`.execute(db);
  await sql`DROP INDEX entities_parent`.execute(db);
  await sql`CREATE INDEX entities_parent ON entities (parent_id)`.execute(db);
  await sql`DROP INDEX entities_group_id`.execute(db);
  await sql`DROP INDEX entities_statistics`.execute(db);
}
