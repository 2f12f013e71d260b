import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { TopologyNode } from "../domain/topology";

type Q = Kysely<Database>;

const nodeColumns = ["e.id", "e.parent_id", "e.location_id", "e.resolved_location_id", "t.is_location"] as const;

type NodeRow = {
  id: string;
  parent_id: string | null;
  location_id: string | null;
  resolved_location_id: string | null;
  is_location: number;
};

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
  const row = await db
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .select(nodeColumns)
    .where("e.id", "=", id)
    .where("e.group_id", "=", groupId)
    .executeTakeFirst();
  return row ? toNode(row) : null;
}

/** The ids of an entity's ancestors, nearest first. */
export async function ancestorIds(db: Q, id: string | null | undefined): Promise<string[]> {
  if (!id) return [];
  const { rows } = await sql<{ id: string; depth: number }>`
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM entities WHERE id = ${id}
      UNION ALL
      SELECT e.id, e.parent_id, up.depth + 1 FROM entities e JOIN up ON e.id = up.parent_id WHERE up.depth < 10000
    )
    SELECT id, depth FROM up WHERE depth > 0 ORDER BY depth`.execute(db);
  return rows.map((r) => r.id);
}

/** Every descendant of an entity (not the entity itself). */
export async function descendants(db: Q, id: string): Promise<TopologyNode[]> {
  const { rows } = await sql<NodeRow>`
    WITH RECURSIVE down(id) AS (
      SELECT id FROM entities WHERE parent_id = ${id}
      UNION ALL
      SELECT e.id FROM entities e JOIN down ON e.parent_id = down.id
    )
    SELECT e.id, e.parent_id, e.location_id, e.resolved_location_id, t.is_location
    FROM entities e JOIN entity_types t ON t.id = e.entity_type_id
    WHERE e.id IN (SELECT id FROM down)`.execute(db);
  return rows.map(toNode);
}

/** Direct children. */
export async function childNodes(db: Q, id: string): Promise<TopologyNode[]> {
  const rows = await db
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .select(nodeColumns)
    .where("e.parent_id", "=", id)
    .execute();
  return rows.map(toNode);
}

/**
 * A recursive CTE named `under(root, id)`: each root location with the locations at or under it
 * (locations whose resolved location is in the set). Use as `WITH RECURSIVE ${locationsUnder(...)} SELECT …`.
 */
export function locationsUnder(groupId: string, rootIds: readonly string[]) {
  return sql`under(root, id) AS (
      SELECT id, id FROM entities WHERE group_id = ${groupId} AND id IN (${sql.join(rootIds)})
      UNION
      SELECT under.root, e.id FROM entities e
        JOIN entity_types t ON t.id = e.entity_type_id AND t.is_location = 1
        JOIN under ON e.resolved_location_id = under.id
    )`;
}
