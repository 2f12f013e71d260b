import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { ancestorsOf } from "../db/hierarchy-queries";
import type { Database } from "../db/schema";
import { MAX_ENTITY_DEPTH } from "../domain/tree-depth";
import type { TopologyNode } from "../domain/topology";
import { isPostgres } from "./search";

type Q = Kysely<Database>;

const nodeColumns = ["e.id", "e.parent_id", "e.location_id", "e.resolved_location_id", "t.is_location"] as const;

type NodeRow = {
  id: string;
  parent_id: string | null;
  location_id: string | null;
  resolved_location_id: string | null;
  is_location: number;
};

/** Entities (`e`) with what the placement rules need of them; `toNode` makes a row a TopologyNode. */
export const nodeRows = (db: Q) =>
  db.selectFrom("entities as e").innerJoin("entity_types as t", "t.id", "e.entity_type_id").select(nodeColumns);

export const toNode = (r: NodeRow): TopologyNode => ({
  id: r.id,
  parentId: r.parent_id,
  locationId: r.location_id,
  isLocation: r.is_location === 1,
  resolvedLocationId: r.resolved_location_id,
});

/** One entity of the group as the placement rules see it, or null when it is not in the group. */
export async function findNode(db: Q, groupId: string, id: string | null | undefined): Promise<TopologyNode | null> {
  if (!id) return null;
  const row = await nodeRows(db).where("e.id", "=", id).where("e.group_id", "=", groupId).executeTakeFirst();
  return row ? toNode(row) : null;
}

/** The ids of an entity's ancestors, nearest first; at most MAX_ENTITY_DEPTH of them. */
export async function ancestorIds(db: Q, id: string | null | undefined): Promise<string[]> {
  return id ? ancestorsOf(db, "entities", id, MAX_ENTITY_DEPTH) : [];
}

/**
 * Every descendant of an entity (not the entity itself), at most MAX_ENTITY_DEPTH levels down: the bound
 * ends the walk even on a cyclic table, where the entity itself may come back as its own descendant.
 * Given several entities (a bulk move's), the descendants of all of them in one walk.
 */
export async function descendants(db: Q, id: string | readonly string[]): Promise<TopologyNode[]> {
  const ids = typeof id === "string" ? [id] : id;
  if (ids.length === 0) return [];
  const { rows } = await sql<NodeRow>`
    WITH RECURSIVE down(id, depth) AS (
      SELECT id, 1 FROM entities WHERE parent_id IN (${sql.join(ids)})
      UNION ALL
      SELECT e.id, down.depth + 1 FROM entities e JOIN down ON e.parent_id = down.id
      WHERE down.depth < ${sql.lit(MAX_ENTITY_DEPTH)}
    )
    SELECT e.id, e.parent_id, e.location_id, e.resolved_location_id, t.is_location
    FROM entities e JOIN entity_types t ON t.id = e.entity_type_id
    WHERE e.id IN (SELECT id FROM down)`.execute(db);
  return rows.map(toNode);
}

/** Direct children. */
export async function childNodes(db: Q, id: string): Promise<TopologyNode[]> {
  const rows = await nodeRows(db).where("e.parent_id", "=", id).execute();
  return rows.map(toNode);
}

/**
 * A recursive CTE `under(root, id)`: each root location with the locations at or under it; UNION ends the
 * walk even on a cyclic table. Use as `WITH RECURSIVE ${locationsUnder(...)} SELECT …`.
 */
export function locationsUnder(db: Q, groupId: string, rootIds: readonly string[]) {
  const roots = sql`SELECT id, id FROM entities WHERE group_id = ${groupId} AND id IN (${sql.join(rootIds)})`;
  if (isPostgres(db)) {
    // PostgreSQL plans the recursive step expecting many rows and would hash-join a scan of every entity on each
    // step; a LATERAL subquery per location (OFFSET 0 keeps it from being flattened) makes each step an index lookup.
    return sql`under(root, id) AS (
      ${roots}
      UNION
      SELECT under.root, x.id FROM under CROSS JOIN LATERAL (
        SELECT e.id FROM entities e JOIN entity_types t ON t.id = e.entity_type_id AND t.is_location = 1
        WHERE e.resolved_location_id = under.id OFFSET 0) x
    )`;
  }
  return sql`under(root, id) AS (
      ${roots}
      UNION
      SELECT under.root, e.id FROM entities e
        JOIN entity_types t ON t.id = e.entity_type_id AND t.is_location = 1
        JOIN under ON e.resolved_location_id = under.id
    )`;
}

/** The condition on `e` that its resolved location is one of `rootIds` or under one of them. */
export function locatedUnder(db: Q, groupId: string, rootIds: readonly string[]): RawBuilder<SqlBool> {
  const under = sql`WITH RECURSIVE ${locationsUnder(db, groupId, rootIds)} SELECT id FROM under`;
  // On PostgreSQL `IN (…)` was estimated at half the table and hash-joined against a scan of every
  // entity; `= ANY(ARRAY(…))` evaluates the few locations first and lets an index find their entities.
  return isPostgres(db)
    ? sql<SqlBool>`e.resolved_location_id = ANY(ARRAY(${under}))`
    : sql<SqlBool>`e.resolved_location_id IN (${under})`;
}
