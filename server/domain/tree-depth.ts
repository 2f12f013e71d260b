/** How deep entities nest, the top level being level 1 (docs/api.md, "Nesting depth"). */
export const MAX_ENTITY_DEPTH = 100;
/** How deep tags nest, the top level being level 1. */
export const MAX_TAG_DEPTH = 5;

/**
 * Whether the node and its subtree under this parent make a chain longer than `max`. Callers walk at
 * most `max` steps up, so a longer or cyclic chain counts as `max`: too deep.
 */
export function nestsTooDeep(parentAncestorCount: number, subtreeHeight: number, max: number): boolean {
  return parentAncestorCount + 2 + subtreeHeight > max;
}
