import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { MAX_ENTITY_DEPTH } from "../domain/tree-depth";
import { notFound } from "../domain/errors";

/**
 * `GET /v1/entities/{id}/path`: from the root down to and including the entity; at most MAX_ENTITY_DEPTH
 * entries, so that it ends even on a cyclic table.
 */
export async function entityPath(db: Kysely<Database>, groupId: string, id: string) {
  const { rows } = await sql<{ id: string; name: string; is_location: number; depth: number }>`
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM entities WHERE id = ${id} AND group_id = ${groupId}
      UNION ALL
      SELECT e.id, e.parent_id, up.depth + 1 FROM entities e JOIN up ON e.id = up.parent_id WHERE up.depth < ${sql.lit(MAX_ENTITY_DEPTH - 1)}
    )
    SELECT e.id, e.name, t.is_location, up.depth FROM up
    JOIN entities e ON e.id = up.id JOIN entity_types t ON t.id = e.entity_type_id
    ORDER BY up.depth DESC`.execute(db);
  if (rows.length === 0) throw notFound();
  return rows.map((r) => ({ id: r.id, name: r.name, type: r.is_location ? ("location" as const) : ("item" as const) }));
}

/**
 * The names from the top location down to each of `locationIds` (itself included), for list rows that tell
 * two locations of one name apart; at most MAX_ENTITY_DEPTH names, so that it ends even on a cyclic table.
 */
export async function locationPaths(db: Kysely<Database>, groupId: string, locationIds: readonly string[]) {
  const paths = new Map<string, string[]>();
  if (locationIds.length === 0) return paths;
  // A location's resolved location is the location it lies in.
  const { rows } = await sql<{ start: string; name: string; depth: number }>`
    WITH RECURSIVE up(start, id, depth) AS (
      SELECT id, id, 0 FROM entities WHERE group_id = ${groupId} AND id IN (${sql.join(locationIds)})
      UNION ALL
      SELECT up.start, e.resolved_location_id, up.depth + 1 FROM up JOIN entities e ON e.id = up.id
      WHERE e.resolved_location_id IS NOT NULL AND up.depth < ${sql.lit(MAX_ENTITY_DEPTH - 1)}
    )
    SELECT up.start, e.name, up.depth FROM up JOIN entities e ON e.id = up.id
    ORDER BY up.depth DESC`.execute(db);
  for (const r of rows) paths.set(r.start, [...(paths.get(r.start) ?? []), r.name]);
  return paths;
}
