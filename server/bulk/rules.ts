import type { BulkField, BulkFailure, BulkPatch } from "../../contract";
import type { EntityRow } from "../db/schema";
import { DomainError } from "../domain/errors";
import { decidePlacement, type Placement, type PlacementLookups } from "../domain/placement";
import type { TopologyNode } from "../domain/topology";

/** The stored columns a bulk patch sets to one value on every entity: only the fields the user chose. */
export function patchColumns(p: BulkPatch) {
  const bool = (b: boolean | undefined) => (b === undefined ? undefined : b ? 1 : 0);
  const columns = {
    quantity: p.quantity,
    description: p.description,
    notes: p.notes,
    manufacturer: p.manufacturer,
    model_number: p.modelNumber,
    serial_number: p.serialNumber,
    purchase_date: p.purchaseDate,
    purchase_from: p.purchaseFrom,
    purchase_price: p.purchasePrice,
    sold_date: p.soldDate,
    sold_notes: p.soldNotes,
    sold_price: p.soldPrice,
    sold_to: p.soldTo,
    insured: bool(p.insured),
    lifetime_warranty: bool(p.lifetimeWarranty),
    warranty_details: p.warrantyDetails,
    warranty_expires: p.warrantyExpires,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** A custom field's stored values from its bulk form (the contract has checked the value's type). */
export const bulkFieldColumns = (f: BulkField) => ({
  type: f.type,
  text_value: typeof f.value === "string" ? f.value : "",
  number_value: typeof f.value === "number" ? f.value : 0,
  boolean_value: f.value === true ? 1 : 0,
});

/** The ids the request named that are not entities of the group. */
export const missingIds = (ids: readonly string[], found: ReadonlySet<string>): BulkFailure[] =>
  ids
    .filter((id) => !found.has(id))
    .map((id) => ({ id, code: "not_found", message: "No entity with this id in your group." }));

/** Entities whose version is not the one the client saw (`ifMatch`: id → ETag, weak or strong). */
export function staleIds(rows: readonly EntityRow[], ifMatch: Record<string, string> | undefined): BulkFailure[] {
  if (!ifMatch) return [];
  return rows
    .filter((r) => {
      const seen = ifMatch[r.id];
      return seen !== undefined && seen !== "*" && seen.replace(/^W\//, "") !== `"${r.version}"`;
    })
    .map((r) => ({ id: r.id, code: "stale", message: "The entity changed since you loaded it." }));
}

type Moving = { row: EntityRow; subtreeHeight: number };
export type Move = { parentId: string | null | undefined; locationId: string | null | undefined };

/**
 * Each entity's placement after the move under docs/spec/contract.md's "Parent and location" rules, applied
 * one by one (`decidePlacement`), or a failure for each entity the rules refuse. Without a new parent each
 * entity keeps its own (`currentParents`), which the rules then read.
 */
export function placeEach(
  entities: readonly Moving[],
  move: Move,
  target: Omit<PlacementLookups, "subtreeHeight">,
  currentParents: ReadonlyMap<string, TopologyNode>,
): { placements: Map<string, Placement>; failures: BulkFailure[] } {
  const placements = new Map<string, Placement>();
  const failures: BulkFailure[] = [];
  for (const { row, subtreeHeight } of entities) {
    const keepsParent = move.parentId === undefined;
    const decided = decidePlacement(
      {
        selfId: row.id,
        parentId: move.parentId === undefined ? row.parent_id : move.parentId,
        locationId: move.locationId,
        currentLocationId: row.location_id,
        currentParentId: row.parent_id,
      },
      keepsParent
        ? { ...target, parent: (row.parent_id && currentParents.get(row.parent_id)) || null, parentAncestorIds: [] }
        : { ...target, subtreeHeight },
    );
    if ("ok" in decided) placements.set(row.id, decided.ok);
    else {
      for (const [field, message] of Object.entries(decided.errors)) {
        failures.push({ id: row.id, code: "invalid", message, field: `patch.${field}` });
      }
    }
  }
  return { placements, failures };
}

/** The refusal of a whole batch: nothing was written, `failures` says why for each entity. */
export function refusal(failures: readonly BulkFailure[]): DomainError | undefined {
  if (failures.length === 0) return undefined;
  const [kind, message] = failures.some((f) => f.code === "not_found")
    ? (["not-found", "Some ids name no entity of your group; nothing was changed."] as const)
    : failures.some((f) => f.code === "stale")
      ? (["conflict", "Some entities changed since you loaded them; nothing was changed."] as const)
      : (["invalid", "Some entities cannot take this change; nothing was changed."] as const);
  return new DomainError(kind, message, { extra: { failures } });
}
