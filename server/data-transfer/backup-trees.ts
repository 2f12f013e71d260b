import { decidePlacement } from "../domain/placement";
import { decideTagParent } from "../domain/tag-hierarchy";
import type { TopologyNode } from "../domain/topology";
import { MAX_ENTITY_DEPTH, MAX_TAG_DEPTH } from "../domain/tree-depth";
import type { BackupRows } from "./backup-format";
import type { BackupProblems } from "./backup-rules";

/** A row's ancestors, nearest first, walked at most `max` steps up as the stores do (a cycle stops there). */
function ancestors(parentOf: Map<string, string | null>, start: string | null, max: number): string[] {
  const out: string[] = [];
  for (let id = start; id !== null && out.length < max; id = parentOf.get(id) ?? null) {
    if (!parentOf.has(id)) break;
    out.push(id);
  }
  return out.slice(1);
}

/** Each tag's parent under the tag API's rules: no self or cyclic parent, at most MAX_TAG_DEPTH levels. */
export function tagParentProblems(p: BackupProblems, tags: BackupRows["tags"]) {
  const parentOf = new Map(tags.map((t) => [t.id, t.parent_id]));
  tags.forEach((t, i) => {
    if (!t.parent_id) return;
    const found = {
      parentExists: parentOf.has(t.parent_id),
      parentAncestorIds: ancestors(parentOf, t.parent_id, MAX_TAG_DEPTH + 1),
      subtreeHeight: 0,
    };
    const decided = decideTagParent(t.id, t.parent_id, found);
    if ("errors" in decided) for (const [k, v] of Object.entries(decided.errors)) p.add(`tags[${i}].${k}`, v);
  });
}

/**
 * Each entity's parent and location under the entity API's rules, and the stored resolved location the one
 * those rules give, so that the entity sent back as a PUT is stored unchanged.
 */
export function placementProblems(
  p: BackupProblems,
  entities: BackupRows["entities"],
  types: BackupRows["entity_types"],
) {
  const isLocationType = new Set(types.filter((t) => t.is_location === 1).map((t) => t.id));
  const parentOf = new Map(entities.map((e) => [e.id, e.parent_id]));
  const nodes = new Map<string, TopologyNode>(
    entities.map((e) => [
      e.id,
      {
        id: e.id,
        parentId: e.parent_id,
        locationId: e.location_id,
        isLocation: isLocationType.has(e.entity_type_id),
        resolvedLocationId: e.resolved_location_id,
      },
    ]),
  );
  const node = (id: string | null) => (id === null ? null : (nodes.get(id) ?? null));
  entities.forEach((e, i) => {
    const decided = decidePlacement(
      { selfId: e.id, parentId: e.parent_id, locationId: e.location_id, currentLocationId: e.location_id },
      {
        parent: node(e.parent_id),
        parentAncestorIds: ancestors(parentOf, e.parent_id, MAX_ENTITY_DEPTH + 1),
        subtreeHeight: 0,
        location: node(e.location_id),
        locationAncestorIds: ancestors(parentOf, e.location_id, MAX_ENTITY_DEPTH + 1),
      },
    );
    if ("errors" in decided) {
      for (const [k, v] of Object.entries(decided.errors)) p.add(`entities[${i}].${k}`, v);
    } else if (decided.ok.locationId !== e.location_id || decided.ok.resolvedLocationId !== e.resolved_location_id) {
      p.add(`entities[${i}].resolved_location_id`, "is not the location its parent and own location give");
    }
  });
}
