import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Roots per walk down the trees from many entities (a bulk move): PostgreSQL scans the table once per level of
 * a walk whatever its number of roots, and SQLite holds its writer, on the event loop, for the whole walk.
 */
export const ROOTS_PER_WALK = 2_500;

/** The tables whose rows form a tree through `parent_id`. */
type TreeTable = "entities" | "tags";

/** The ids of a row's ancestors, nearest first, at most `limit` steps up so that even a cycle ends. */
export async function ancestorsOf(db: Kysely<Database>, table: TreeTable, id: string, limit: number) {
  const { rows } = await sql<{ id: string }>`
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM ${sql.table(table)} WHERE id = ${id}
      UNION ALL
      SELECT x.id, x.parent_id, up.depth + 1 FROM ${sql.table(table)} x JOIN up ON x.id = up.parent_id
      WHERE up.depth < ${sql.lit(limit)}
    )
    SELECT id FROM up WHERE depth > 0 ORDER BY depth`.execute(db);
  return rows.map((r) => r.id);
}

/** How many levels lie below a row (0 for a leaf), counted at most `limit` levels down. */
export async function subtreeHeight(db: Kysely<Database>, table: TreeTable, id: string, limit: number) {
  const { rows } = await sql<{ height: number | null }>`
    WITH RECURSIVE down(id, depth) AS (
      SELECT id, 1 FROM ${sql.table(table)} WHERE parent_id = ${id}
      UNION ALL
      SELECT x.id, down.depth + 1 FROM ${sql.table(table)} x JOIN down ON x.parent_id = down.id
      WHERE down.depth < ${sql.lit(limit)}
    )
    SELECT MAX(depth) AS height FROM down`.execute(db);
  return Number(rows[0]?.height ?? 0);
}
