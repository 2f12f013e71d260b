import type { Placement } from "./placement";
import { resolveLocation, type TopologyNode } from "./topology";

export interface SubtreeChange {
  id: string;
  resolvedLocationId: string | null;
  /** True when the node's own location must be cleared (syncChildEntityLocations). */
  clearOwnLocation: boolean;
}

type Root = Pick<TopologyNode, "id" | "isLocation" | "resolvedLocationId">;

/**
 * After `root` (or several roots, a bulk move's, written already) was written, the descendants whose resolved location changes, each once even in a cycle
 * (docs/spec/contract.md, "Parent and location"); `sync` clears their own locations too.
 */
export function propagateToSubtree(
  root: Root | readonly Root[],
  descendants: readonly TopologyNode[],
  sync: boolean,
): SubtreeChange[] {
  const roots: readonly Root[] = Array.isArray(root) ? root : [root as Root];
  const byParent = new Map<string, TopologyNode[]>();
  for (const d of descendants) {
    if (!d.parentId) continue;
    const list = byParent.get(d.parentId) ?? [];
    list.push(d);
    byParent.set(d.parentId, list);
  }
  const changes: SubtreeChange[] = [];
  const stack: Root[] = [...roots];
  const seen = new Set(roots.map((r) => r.id));
  for (let parent = stack.pop(); parent; parent = stack.pop()) {
    for (const child of byParent.get(parent.id) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      const clear = sync && child.locationId !== null;
      const resolved = resolveLocation(clear ? null : child.locationId, parent);
      if (clear || resolved !== child.resolvedLocationId) {
        changes.push({ id: child.id, resolvedLocationId: resolved, clearOwnLocation: clear });
      }
      stack.push({ id: child.id, isLocation: child.isLocation, resolvedLocationId: resolved });
    }
  }
  return changes;
}

/**
 * Placements of a batch that moves entities under parents the same batch also moves (an undo puts nested
 * items back): each one that inherits its location takes the one its parent will have, not the parent's
 * location now, so that each row is written once and no walk down has to correct it.
 */
export function settleWithinBatch(
  placements: ReadonlyMap<string, Placement>,
  isLocation: (id: string) => boolean,
): Map<string, Placement> {
  const settled = new Map<string, Placement>();
  const settle = (id: string, placement: Placement, path: ReadonlySet<string>): Placement => {
    const known = settled.get(id);
    if (known) return known;
    const { parentId } = placement;
    const parent = parentId === null ? undefined : placements.get(parentId);
    // A cycle within the batch is left as planned: the placement rules have refused it already.
    const result =
      parentId === null || !parent || path.has(parentId)
        ? placement
        : {
            ...placement,
            resolvedLocationId: resolveLocation(placement.locationId, {
              id: parentId,
              isLocation: isLocation(parentId),
              resolvedLocationId: settle(parentId, parent, new Set(path).add(parentId)).resolvedLocationId,
            }),
          };
    settled.set(id, result);
    return result;
  };
  for (const [id, placement] of placements) settle(id, placement, new Set([id]));
  return settled;
}
