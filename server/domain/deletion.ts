import type { TopologyNode } from "./topology";

export interface Move {
  id: string;
  parentId: string | null;
  locationId: string | null;
}

/** Where a deleted entity's children go, each keeping its resolved location (docs/spec/contract.md, DELETE). */
export function planChildrenOfDeleted(
  deleted: TopologyNode,
  parent: TopologyNode | null,
  children: readonly TopologyNode[],
): Move[] {
  return children.map((child) => {
    if (deleted.isLocation || !parent || parent.isLocation) {
      const viaParent = parent ? (parent.isLocation ? parent.id : parent.resolvedLocationId) : null;
      // A child that kept its own location, or that inherited from a deleted location, lands in its
      // (still existing) resolved location when the parent alone would carry it elsewhere.
      const target = deleted.isLocation ? (child.locationId ?? viaParent) : child.resolvedLocationId;
      if (target === null || target === viaParent || target === deleted.id) {
        return { id: child.id, parentId: parent?.id ?? null, locationId: null };
      }
      if (parent && !parent.isLocation) return { id: child.id, parentId: parent.id, locationId: target };
      return { id: child.id, parentId: target, locationId: null };
    }
    // The parent is an item: keep the child's location as its own unless the parent item carries it.
    const target = child.resolvedLocationId;
    return { id: child.id, parentId: parent.id, locationId: target === parent.resolvedLocationId ? null : target };
  });
}

/** Entities whose own location is a deleted location fall back to that location's resolved location. */
export function planOwnLocationsOfDeleted(
  deleted: TopologyNode,
  referrers: ReadonlyArray<{ node: TopologyNode; parent: TopologyNode | null }>,
): Move[] {
  return referrers.map(({ node, parent }) => {
    const inherited = parent ? (parent.isLocation ? parent.id : parent.resolvedLocationId) : null;
    const fallback = deleted.resolvedLocationId;
    const own = fallback === inherited || !parent || parent.isLocation ? null : fallback;
    return { id: node.id, parentId: node.parentId, locationId: own };
  });
}
