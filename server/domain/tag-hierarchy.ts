import type { FieldErrors } from "./placement";
import { MAX_TAG_DEPTH, nestsTooDeep } from "./tree-depth";

/** What the tag store looked up for a tag's requested parent, within the caller's group. */
export interface TagParentLookups {
  parentExists: boolean;
  /** The parent's ancestors, nearest first, walked at most MAX_TAG_DEPTH steps. */
  parentAncestorIds: readonly string[];
  /** Levels below the tag being written (0 for a new tag or a leaf). */
  subtreeHeight: number;
}

/** A tag's parent must be a tag of the group, outside its subtree, within MAX_TAG_DEPTH (docs/api.md). */
export function decideTagParent(
  selfId: string | null,
  parentId: string | null,
  found: TagParentLookups,
): { ok: string | null } | { errors: FieldErrors } {
  if (!parentId) return { ok: null };
  if (!found.parentExists) return { errors: { parentId: "not found: no tag with this id in your group" } };
  if (selfId && (parentId === selfId || found.parentAncestorIds.includes(selfId))) {
    return { errors: { parentId: "must not be the tag itself or one of its descendants" } };
  }
  if (nestsTooDeep(found.parentAncestorIds.length, found.subtreeHeight, MAX_TAG_DEPTH)) {
    return { errors: { parentId: `tags nest at most ${MAX_TAG_DEPTH} levels deep, counting the tag's own subtags` } };
  }
  return { ok: parentId };
}
