/** How deep entities nest, the top level being level 1 (docs/api.md, "Nesting depth"). */
export const MAX_ENTITY_DEPTH = 100;
/** How deep tags nest, the top level being level 1. */
export const MAX_TAG_DEPTH = 5;

/**
 * Whether putting a node (with `subtreeHeight` levels below it) under a parent that has
 * `parentAncestorCount` ancestors makes a chain of more than `max` levels. Callers walk the parent's
 * ancestors at most `max` steps up, so a longer (or cyclic) chain is counted as `max`: too deep.
 */
export function nestsTooDeep(parentAncestorCount: number, subtreeHeight: number, max: number): boolean {
  return parentAncestorCount + 2 + subtreeHeight > max;
}
