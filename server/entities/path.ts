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
