import { sql, type Kysely } from "kysely";
import { EntityListQuery, type BulkRequest } from "../../contract";
import type { Db } from "../db/database";
import type { Database, EntityRow } from "../db/schema";
import { MAX_ENTITY_DEPTH } from "../domain/tree-depth";
import type { TopologyNode } from "../domain/topology";
import { matchingIds } from "../entities/list";
import { ancestorIds, findNode, toNode } from "../entities/topology-queries";
import type { Move } from "./rules";

type Q = Kysely<Database>;
export type TargetRow = EntityRow & { is_location: number };

/** The entities a request names: its ids as sent, or every entity its list filter matches now. */
export async function targetIds(trx: Q, groupId: string, body: BulkRequest): Promise<string[]> {
  if (body.ids) return body.ids;
  const defined = Object.fromEntries(Object.entries(body.filter ?? {}).filter(([, v]) => v !== undefined));
  return matchingIds(trx, groupId, { ...EntityListQuery.parse({}), ...defined });
}

/**
 * The named entities of the group as they are now. On PostgreSQL their rows are locked (FOR UPDATE), so a
 * single write of one of them waits for the batch and If-Match stays exact; SQLite writes one at a time.
 */
export async function lockedRows(db: Db, trx: Q, groupId: string, ids: readonly string[]): Promise<TargetRow[]> {
  if (ids.length === 0) return [];
  let query = trx
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .selectAll("e")
    .select("t.is_location")
    .where("e.group_id", "=", groupId)
    .where("e.id", "in", ids)
    .orderBy("e.id");
  if (db.dialect === "postgres") query = query.forUpdate("e");
  return query.execute();
}

/** What the placement rules need about a move's target, looked up once for the whole batch. */
export async function moveTarget(trx: Q, groupId: string, move: Move) {
  const parent = await findNode(trx, groupId, move.parentId);
  const location = typeof move.locationId === "string" ? await findNode(trx, groupId, move.locationId) : null;
  return {
    parent,
    parentAncestorIds: parent ? await ancestorIds(trx, parent.id) : [],
    location,
    locationAncestorIds: location ? await ancestorIds(trx, location.id) : [],
  };
}

/** The nodes of the entities' current parents, by id: a move without a new parent reads them. */
export async function parentNodes(trx: Q, rows: readonly TargetRow[]): Promise<Map<string, TopologyNode>> {
  const ids = [...new Set(rows.map((r) => r.parent_id).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await trx
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .select(["e.id", "e.parent_id", "e.location_id", "e.resolved_location_id", "t.is_location"])
    .where("e.id", "in", ids)
    .execute();
  return new Map(found.map((r) => [r.id, toNode(r)]));
}

/** Levels below each entity (0 for a leaf, absent from the map), in one walk down from all of them. */
export async function subtreeHeights(trx: Q, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ root: string; height: number }>`
    WITH RECURSIVE down(root, id, depth) AS (
      SELECT parent_id, id, 1 FROM entities WHERE parent_id IN (${sql.join(ids)})
      UNION ALL
      SELECT down.root, x.id, down.depth + 1 FROM entities x JOIN down ON x.parent_id = down.id
      WHERE down.depth < ${sql.lit(MAX_ENTITY_DEPTH)}
    )
    SELECT root, MAX(depth) AS height FROM down GROUP BY root`.execute(trx);
  return new Map(rows.map((r) => [r.root, Number(r.height)]));
}
