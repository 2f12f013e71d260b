import { resolveLocation, type TopologyNode } from "./topology";
import { MAX_ENTITY_DEPTH, nestsTooDeep } from "./tree-depth";

export type FieldErrors = Record<string, string>;

/** Where a write asks to put an entity, after PUT or PATCH semantics were applied. */
export interface PlacementRequest {
  /** null on create. */
  selfId: string | null;
  parentId: string | null;
  /** undefined: not sent (PATCH); null: no own location; a string: the requested own location. */
  locationId: string | null | undefined;
  /** The own location stored now (used when a PATCH sends no locationId). */
  currentLocationId: string | null;
  /** The parent stored now; undefined on create. Only a new parent is checked against the depth limit. */
  currentParentId?: string | null;
}

/** What the repository looked up for the request, all within the caller's group. */
export interface PlacementLookups {
  /** The parent, or null when it is not set or does not exist in the group. */
  parent: TopologyNode | null;
  /** The parent's ancestors' ids, nearest first, walked at most MAX_ENTITY_DEPTH steps up. */
  parentAncestorIds: readonly string[];
  /** Levels below the entity being written (0 on create); only needed when the parent changes. */
  subtreeHeight?: number;
  /** The requested location, or null when not sent or not found. */
  location: TopologyNode | null;
  locationAncestorIds: readonly string[];
}

export type Placement = { parentId: string | null; locationId: string | null; resolvedLocationId: string | null };

/** Applies docs/spec/contract.md's "Parent and location" rules: the placement to store, or the 422 fields. */
export function decidePlacement(
  req: PlacementRequest,
  found: PlacementLookups,
): { ok: Placement } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const { parent } = found;
  if (req.parentId && !parent) errors.parentId = "not found: no entity with this id in your group";
  else if (parent && req.selfId && (parent.id === req.selfId || found.parentAncestorIds.includes(req.selfId))) {
    errors.parentId = "must not be the entity itself or one of its descendants";
  } else if (
    parent &&
    parent.id !== req.currentParentId &&
    nestsTooDeep(found.parentAncestorIds.length, found.subtreeHeight ?? 0, MAX_ENTITY_DEPTH)
  ) {
    errors.parentId = `entities nest at most ${MAX_ENTITY_DEPTH} levels deep, counting the entity's own subtree`;
  }

  let own: string | null;
  if (req.locationId === undefined) {
    // A parent that is a location (or none) carries the location alone: the own location is dropped.
    own = parent && !parent.isLocation ? req.currentLocationId : null;
  } else if (req.locationId === null) {
    own = null;
  } else {
    const loc = found.location;
    if (!loc) errors.locationId = "not found: no entity with this id in your group";
    else if (!loc.isLocation) errors.locationId = "must be a location (an entity whose type is a location)";
    else if (req.selfId && (loc.id === req.selfId || found.locationAncestorIds.includes(req.selfId))) {
      errors.locationId = "must not be the entity itself or one of its descendants";
    } else if (!parent || parent.isLocation) {
      errors.locationId =
        "is only for an entity whose parent is an item; to put it in a location, set parentId to that location";
    }
    // A location equal to the parent item's resolved location is stored as "inherited".
    own = loc && parent && loc.id === parent.resolvedLocationId ? null : req.locationId;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { ok: { parentId: parent?.id ?? null, locationId: own, resolvedLocationId: resolveLocation(own, parent) } };
}

/** Whether a PATCH can move the entity, and so needs the placement checks and the tree lock. */
export const patchMoves = (patch: { parentId?: unknown; locationId?: unknown; entityTypeId?: unknown }) =>
  patch.parentId !== undefined || patch.locationId !== undefined || patch.entityTypeId !== undefined;
