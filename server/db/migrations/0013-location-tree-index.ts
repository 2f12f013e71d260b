import { sql, type Kysely } from "kysely";

/** The locations at a location, so walking down the tree skips the items (docs/decisions/017). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX entities_location_tree ON entities (resolved_location_id, entity_type_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX entities_location_tree`.execute(db);
}
