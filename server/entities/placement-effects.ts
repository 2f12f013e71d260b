import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { subtreeHeight } from "../db/hierarchy-queries";
import { decidePlacement, type PlacementRequest } from "../domain/placement";
import { propagateToSubtree } from "../domain/subtree";
import { resolveLocation, type TopologyNode } from "../domain/topology";
import { MAX_ENTITY_DEPTH } from "../domain/tree-depth";
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

/** Sets resolved_location_id for many rows, one statement per distinct value and chunk. */
async function setResolved(db: Q, byValue: Map<string | null, string[]>) {
  for (const [value, ids] of byValue) {
    for (let i = 0; i < ids.length; i += CHUNK) {
      await db
        .updateTable("entities")
        .set({ resolved_location_id: value })
        .where("id", "in", ids.slice(i, i + CHUNK))
        .execute();
    }
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
  const byValue = new Map<string | null, string[]>();
  if (resolved !== node.resolvedLocationId) byValue.set(resolved, [id]);
  const changes = propagateToSubtree({ ...node, resolvedLocationId: resolved }, await descendants(db, id), sync);
  const cleared = changes.filter((c) => c.clearOwnLocation).map((c) => c.id);
  for (const c of changes) byValue.set(c.resolvedLocationId, [...(byValue.get(c.resolvedLocationId) ?? []), c.id]);
  for (let i = 0; i < cleared.length; i += CHUNK) {
    await db
      .updateTable("entities")
      .set((eb) => ({ location_id: null, version: eb("version", "+", 1), updated_at: now }))
      .where("id", "in", cleared.slice(i, i + CHUNK))
      .execute();
  }
  await setResolved(db, byValue);
}

/**
 * The subtrees of many entities already written with their new placement (a bulk move, an undo) follow
 * their roots' resolved locations: one walk down from all roots, one UPDATE per distinct location.
 */
export async function refreshSubtrees(
  db: Q,
  roots: readonly Pick<TopologyNode, "id" | "isLocation" | "resolvedLocationId">[],
) {
  const below: TopologyNode[] = [];
  for (let i = 0; i < roots.length; i += CHUNK) {
    below.push(
      ...(await descendants(
        db,
        roots.slice(i, i + CHUNK).map((r) => r.id),
      )),
    );
  }
  const byValue = new Map<string | null, string[]>();
  for (const c of propagateToSubtree(roots, below, false)) {
    byValue.set(c.resolvedLocationId, [...(byValue.get(c.resolvedLocationId) ?? []), c.id]);
  }
  await setResolved(db, byValue);
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
