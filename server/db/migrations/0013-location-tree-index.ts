import { sql, type Kysely } from "kysely";

/**
 * The locations at a location, with the type second so that walking down the tree reads only the
 * sub-locations, not every item (docs/decisions/017-search-and-list-queries.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX entities_location_tree ON entities (resolved_location_id, entity_type_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX entities_location_tree`.execute(db);
}
