import type { EntityOut, EntityPatch } from "../../../../contract/entity";
import type { EntityTypeOut } from "../../../../contract/entity-type";
import type { TagSummary } from "../../../../contract/tag";

/** What the caches already know, so an optimistic entity shows names, not only ids. */
export interface PatchLookups {
  tags?: TagSummary[];
  types?: EntityTypeOut[];
}

/**
 * The entity as the service will most likely return it after the PATCH: shown at once, replaced by
 * the real answer, rolled back on error. Unknown summaries (a new parent's name) stay as they were.
 */
export function applyPatch(entity: EntityOut, patch: EntityPatch, lookups: PatchLookups = {}): EntityOut {
  const next: EntityOut = { ...entity };
  if (patch.quantity !== undefined) next.quantity = patch.quantity ?? 1;
  if (patch.tagIds !== undefined) {
    const ids = patch.tagIds ?? [];
    next.tagIds = ids;
    const known = [...entity.tags, ...(lookups.tags ?? [])];
    next.tags = ids.flatMap((id) => known.find((t) => t.id === id) ?? []);
  }
  if (patch.entityTypeId) {
    const type = lookups.types?.find((t) => t.id === patch.entityTypeId);
    next.entityTypeId = patch.entityTypeId;
    if (type) next.entityType = type;
  }
  if (patch.parentId !== undefined) {
    next.parentId = patch.parentId;
    if (patch.parentId === null) next.parent = undefined;
  }
  if (patch.locationId !== undefined) next.locationId = patch.locationId;
  return next;
}

/**
 * The PATCH that puts back what `patch` changes. A move also restores the own location, which the
 * service drops silently when the new parent is a location.
 */
export function undoPatchFor(entity: EntityOut, patch: EntityPatch): EntityPatch {
  const undo: EntityPatch = {};
  if (patch.quantity !== undefined) undo.quantity = entity.quantity;
  if (patch.tagIds !== undefined) undo.tagIds = entity.tagIds;
  if (patch.entityTypeId !== undefined) undo.entityTypeId = entity.entityTypeId;
  if (patch.parentId !== undefined || patch.locationId !== undefined) {
    undo.parentId = entity.parentId;
    // An own location is only valid under a parent (an item); without a parent the service drops it.
    if (entity.parentId) undo.locationId = entity.locationId;
  }
  return undo;
}
