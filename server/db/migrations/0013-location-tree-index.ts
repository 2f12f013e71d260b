import { sql, type Kysely } from "kysely";

/**
 * The locations at a location: walking down the location tree ("everything under a location", a
 * location's item count and value) looks up, for each location reached, the locations whose resolved
 * location it is. entities_under_location starts with resolved_location_id too, but holds every item
 * there before the type, so each step read all the items of the location to find its few sub-locations;
 * with the type second the step reads only those (docs/decisions/017-search-and-list-queries.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX entities_location_tree ON entities (resolved_location_id, entity_type_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX entities_location_tree`.execute(db);
}
