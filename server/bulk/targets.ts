import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import { EntityListQuery, type Selection } from "../../contract";
import type { Db } from "../db/database";
import type { Database, EntityRow } from "../db/schema";
import { ROOTS_PER_WALK } from "../db/hierarchy-queries";
import { MAX_ENTITY_DEPTH } from "../domain/tree-depth";
import type { TopologyNode } from "../domain/topology";
import { matchingIds } from "../entities/list";
import { nodeRows, toNode } from "../entities/topology-queries";
import { turnTaker } from "../db/turns";

type Q = Kysely<Database>;
export type TargetRow = EntityRow & { is_location: number };

/** The entities a request names: its ids as sent, or every entity its list filter matches now. */
export async function targetIds(trx: Q, groupId: string, body: Selection): Promise<string[]> {
  if (body.ids) return body.ids;
  const defined = Object.fromEntries(Object.entries(body.filter ?? {}).filter(([, v]) => v !== undefined));
  return matchingIds(trx, groupId, { ...EntityListQuery.parse({}), ...defined });
}

/** Rows per read: one read of 10,000 would hold SQLite's writer, on the event loop, longer than a status probe may wait. */
const ROWS_PER_READ = 250;

/**
 * The named entities of the group as they are now, in id order. On PostgreSQL their rows are locked (FOR
 * UPDATE) in that order, byte-wise, so that two batches over the same entities cannot deadlock, and a single
 * write of one of them waits for the batch and If-Match stays exact; SQLite writes one at a time.
 */
export async function lockedRows(db: Db, trx: Q, groupId: string, ids: readonly string[]): Promise<TargetRow[]> {
  const sorted = [...new Set(ids)].sort();
  const rows: TargetRow[] = [];
  const turn = turnTaker();
  for (let i = 0; i < sorted.length; i += ROWS_PER_READ) {
    let query = trx
      .selectFrom("entities as e")
      .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
      .selectAll("e")
      .select("t.is_location")
      .where("e.group_id", "=", groupId)
      .where("e.id", "in", sorted.slice(i, i + ROWS_PER_READ));
    query = db.dialect === "postgres" ? query.orderBy(sql`e.id COLLATE "C"`).forUpdate("e") : query.orderBy("e.id");
    rows.push(...(await query.execute()));
    await turn();
  }
  return rows;
}

/**
 * What the placement rules need about moves' targets (parents and locations), looked up for all targets at
 * once: each target's node and its ancestors, nearest first. A target that is not the group's is absent.
 */
export async function moveTargets(trx: Q, groupId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { nodes: new Map<string, TopologyNode>(), ancestors: new Map<string, string[]>() };
  const found = await nodeRows(trx).where("e.group_id", "=", groupId).where("e.id", "in", unique).execute();
  const { rows } = await sql<{ start: string; id: string }>`
    WITH RECURSIVE up(start, id, parent_id, depth) AS (
      SELECT id, id, parent_id, 0 FROM entities WHERE id IN (${sql.join(unique)})
      UNION ALL
      SELECT up.start, x.id, x.parent_id, up.depth + 1 FROM entities x JOIN up ON x.id = up.parent_id
      WHERE up.depth < ${sql.lit(MAX_ENTITY_DEPTH)}
    )
    SELECT start, id FROM up WHERE depth > 0 ORDER BY start, depth`.execute(trx);
  const ancestors = new Map<string, string[]>();
  for (const r of rows) ancestors.set(r.start, [...(ancestors.get(r.start) ?? []), r.id]);
  return { nodes: new Map(found.map((r) => [r.id, toNode(r)])), ancestors };
}

/** The nodes of the entities' current parents, by id: a move without a new parent reads them. */
export async function parentNodes(trx: Q, rows: readonly TargetRow[]): Promise<Map<string, TopologyNode>> {
  const ids = [...new Set(rows.map((r) => r.parent_id).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await nodeRows(trx).where("e.id", "in", ids).execute();
  return new Map(found.map((r) => [r.id, toNode(r)]));
}

/** Levels below each entity (0 for a leaf, absent from the map): a walk down per slice of roots, a turn between. */
export async function subtreeHeights(trx: Q, ids: readonly string[]): Promise<Map<string, number>> {
  const heights = new Map<string, number>();
  for (let i = 0; i < ids.length; i += ROOTS_PER_WALK) {
    const { rows } = await sql<{ root: string; height: number }>`
      WITH RECURSIVE down(root, id, depth) AS (
        SELECT parent_id, id, 1 FROM entities WHERE parent_id IN (${sql.join(ids.slice(i, i + ROOTS_PER_WALK))})
        UNION ALL
        SELECT down.root, x.id, down.depth + 1 FROM entities x JOIN down ON x.parent_id = down.id
        WHERE down.depth < ${sql.lit(MAX_ENTITY_DEPTH)}
      )
      SELECT root, MAX(depth) AS height FROM down GROUP BY root`.execute(trx);
    for (const r of rows) heights.set(r.root, Number(r.height));
    await nextTurn();
  }
  return heights;
}
