import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ROOTS_PER_WALK, subtreeHeight } from "../db/hierarchy-queries";
import { decidePlacement, type PlacementRequest } from "../domain/placement";
import { propagateToSubtree } from "../domain/subtree";
import { resolveLocation, type TopologyNode } from "../domain/topology";
import { MAX_ENTITY_DEPTH } from "../domain/tree-depth";
import { turnTaker } from "../db/turns";
import { ancestorIds, descendants, findNode } from "./topology-queries";

type Q = Kysely<Database>;

/** Looks up what the placement rules need and applies them: the placement to store, or the 422 fields. */
export async function placeEntity(db: Q, groupId: string, req: PlacementRequest) {
  const location = typeof req.locationId === "string" ? await findNode(db, groupId, req.locationId) : null;
  const parent = await findNode(db, groupId, req.parentId);
  const moving = parent !== null && parent.id !== req.currentParentId;
  return decidePlacement(req, {
    parent,
    parentAncestorIds: parent ? await ancestorIds(db, parent.id) : [],
    subtreeHeight: moving && req.selfId ? await subtreeHeight(db, "entities", req.selfId, MAX_ENTITY_DEPTH) : 0,
    location,
    locationAncestorIds: location ? await ancestorIds(db, location.id) : [],
  });
}

const CHUNK = 500;

type Resolved = { id: string; resolvedLocationId: string | null };

/**
 * Sets each row's resolved_location_id, one UPDATE per slice joined to a VALUES list of (id, location): an
 * undo puts entities back under many locations, and the number of statements should not grow with them.
 */
async function setResolved(db: Q, changes: readonly Resolved[]) {
  const turn = turnTaker();
  for (let i = 0; i < changes.length; i += CHUNK) {
    const values = changes.slice(i, i + CHUNK).map((c) => sql`(${c.id}, ${c.resolvedLocationId})`);
    await db
      .updateTable("entities")
      .from(sql<{ column1: string; column2: string | null }>`(VALUES ${sql.join(values)})`.as("v"))
      .set({ resolved_location_id: sql.ref("v.column2") })
      .whereRef("entities.id", "=", sql.ref("v.column1"))
      .execute();
    await turn();
  }
}

/**
 * Recomputes the resolved location of an entity from its stored parent and own location, then of its
 * whole subtree: moving an item moves every descendant that inherits its location (docs/spec/contract.md,
 * "Parent and location"). With `sync`, descendants' own locations are cleared.
 */
export async function refreshSubtree(db: Q, groupId: string, id: string, sync = false, now = new Date().toISOString()) {
  const node = await findNode(db, groupId, id);
  if (!node) return;
  const parent = await findNode(db, groupId, node.parentId);
  const resolved = resolveLocation(node.locationId, parent);
  const changes = propagateToSubtree({ ...node, resolvedLocationId: resolved }, await descendants(db, id), sync);
  const cleared = changes.filter((c) => c.clearOwnLocation).map((c) => c.id);
  for (let i = 0; i < cleared.length; i += CHUNK) {
    await db
      .updateTable("entities")
      .set((eb) => ({ location_id: null, version: eb("version", "+", 1), updated_at: now }))
      .where("id", "in", cleared.slice(i, i + CHUNK))
      .execute();
  }
  await setResolved(
    db,
    resolved === node.resolvedLocationId ? changes : [{ id, resolvedLocationId: resolved }, ...changes],
  );
}

/**
 * The subtrees of many entities already written with their new placement (a bulk move, an undo) follow
 * their roots' resolved locations: a walk down per slice of roots, one UPDATE per slice of the rows that change.
 */
export async function refreshSubtrees(
  db: Q,
  roots: readonly Pick<TopologyNode, "id" | "isLocation" | "resolvedLocationId">[],
) {
  const below: TopologyNode[] = [];
  const turn = turnTaker();
  for (let i = 0; i < roots.length; i += ROOTS_PER_WALK) {
    below.push(
      ...(await descendants(
        db,
        roots.slice(i, i + ROOTS_PER_WALK).map((r) => r.id),
      )),
    );
    await turn();
  }
  await setResolved(db, propagateToSubtree(roots, below, false));
}

/**
 * After an entity's type switched between item and location, drops the own locations the rules no longer
 * allow (docs/spec/contract.md, "Parent and location") and recomputes every affected subtree.
 */
export async function afterLocationFlagChange(
  db: Q,
  groupId: string,
  entityIds: readonly string[],
  nowLocation: boolean,
) {
  if (entityIds.length === 0) return;
  const now = new Date().toISOString();
  const column = nowLocation ? "parent_id" : "location_id";
  const affected = await db
    .selectFrom("entities")
    .select("id")
    .where(column, "in", entityIds)
    .where("location_id", "is not", null)
    .execute();
  const affectedIds = affected.map((a) => a.id);
  if (affectedIds.length > 0) {
    await db
      .updateTable("entities")
      .set((eb) => ({ location_id: null, version: eb("version", "+", 1), updated_at: now }))
      .where("id", "in", affectedIds)
      .execute();
  }
  for (const id of [...entityIds, ...affectedIds]) await refreshSubtree(db, groupId, id, false, now);
}
