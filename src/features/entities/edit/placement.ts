import { plural, t } from "@lingui/core/macro";
import type { PickedEntity } from "../../../components/form/picked-entity";

interface Named {
  id: string;
  name: string;
}

/** Where the entity will be once saved, and why (the resolved location, docs/spec/contract.md). */
export type PlacementPreview =
  | { kind: "top-level" }
  | { kind: "parent-location"; location: Named }
  | { kind: "own"; location: Named }
  | { kind: "inherited"; location: Named; via: Named }
  | { kind: "no-location"; via: Named }
  | { kind: "pending"; via: Named };

export interface PlacementInput {
  parent: PickedEntity | null;
  storedElsewhere: boolean;
  location: PickedEntity | null;
  /** The parent item's own resolved location: null when it has none, undefined while loading. */
  parentLocation: Named | null | undefined;
}

/** Resolved location of the form's choice, computed the way the service will compute it. */
export function previewPlacement({
  parent,
  storedElsewhere,
  location,
  parentLocation,
}: PlacementInput): PlacementPreview {
  if (!parent) return { kind: "top-level" };
  if (parent.isLocation) return { kind: "parent-location", location: parent };
  const own = storedElsewhere ? location : null;
  // An own location equal to the parent's is stored as inherited (docs/spec/contract.md); say so.
  if (own && parentLocation !== undefined && own.id === parentLocation?.id) {
    return { kind: "inherited", location: parentLocation, via: parent };
  }
  if (own) return { kind: "own", location: own };
  if (parentLocation === undefined) return { kind: "pending", via: parent };
  if (parentLocation === null) return { kind: "no-location", via: parent };
  return { kind: "inherited", location: parentLocation, via: parent };
}

/** The location id the preview lands on (null for none), for the breadcrumb lookup. */
export function previewLocationId(p: PlacementPreview): string | null {
  return p.kind === "parent-location" || p.kind === "own" || p.kind === "inherited" ? p.location.id : null;
}

/** The words after the path: why it is there. */
export function previewReason(p: PlacementPreview): string {
  switch (p.kind) {
    case "top-level":
      return t`Not inside anything, so in no location`;
    case "parent-location":
      return "(its parent)";
    case "own":
      return t`(its own location)`;
    case "inherited":
      return t`(inherited from ${p.via.name})`;
    case "no-location":
      return t`${p.via.name} is in no location, so neither is this`;
    case "pending":
      return t`Looking up where ${p.via.name} is…`;
  }
}

/** The sync switch's promise, from the direct children the service returned. */
export function syncChildrenLabel(children: readonly { locationId: string | null }[]): string {
  const own = children.filter((c) => c.locationId !== null).length;
  if (own === 0) return t`Also move everything further down that has its own location`;
  return plural(own, {
    one: "Move the # child that has its own location along with it",
    other: "Move the # children that have their own location along with it",
  });
}
