/** What the parent/location rules need to know of an entity. */
export interface TopologyNode {
  id: string;
  parentId: string | null;
  /** The entity's own location; null when it inherits one. */
  locationId: string | null;
  isLocation: boolean;
  resolvedLocationId: string | null;
}

/** The location an entity resolves to (docs/spec/contract.md, "Parent and location"). */
export function resolveLocation(
  own: string | null,
  parent: Pick<TopologyNode, "id" | "isLocation" | "resolvedLocationId"> | null,
): string | null {
  if (own) return own;
  if (!parent) return null;
  return parent.isLocation ? parent.id : parent.resolvedLocationId;
}
