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
