/** The fuzzed bodies: a valid body of each operation, and the changes that make it invalid or an edge case. */
import fc from "fast-check";
import { invalidValue, maybeValidValue, type Kind } from "./field-values";
import { ids } from "./harness";

interface Mutated {
  body: unknown;
  mustFail: boolean;
}

/**
 * A valid body with 1–3 changes: a definitely invalid value, a maybe-valid one, a deleted key, an unknown
 * key with nested junk, or the whole body replaced by random JSON.
 */
export function mutate(
  base: Record<string, unknown>,
  kinds: Record<string, Kind>,
  refMisuse: (key: string) => string[],
  unknownKeyFails: boolean,
  required: string[],
) {
  const keys = Object.keys(kinds);
  const op = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((k) => invalidValue(kinds[k]!, refMisuse(k)).map((v) => ({ k, v, fails: true, del: false }))),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((k) => maybeValidValue(kinds[k]!).map((v) => ({ k, v, fails: false, del: false }))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...keys).map((k) => ({ k, v: undefined, fails: required.includes(k), del: true })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in kinds) && k !== "__proto__"),
          fc.jsonValue({ maxDepth: 6 }),
        )
        .map(([k, v]) => ({ k, v, fails: unknownKeyFails, del: false })),
    },
  );
  return fc.array(op, { minLength: 1, maxLength: 3 }).map((ops): Mutated => {
    const body: Record<string, unknown> = structuredClone(base);
    const touched = new Map<string, boolean>();
    for (const o of ops) {
      if (o.del) delete body[o.k];
      else body[o.k] = o.v;
      touched.set(o.k, o.fails); // a later change of the same key wins
    }
    return { body, mustFail: [...touched.values()].some(Boolean) };
  });
}

export const CREATE_BASE = () => ({
  name: "Hammer",
  description: "Claw hammer",
  quantity: 2,
  archived: false,
  assetId: "",
  entityTypeId: ids.itemType,
  parentId: ids.I,
  locationId: ids.L2,
  tagIds: [ids.T],
  fields: [
    { name: "Weight", type: "number", numberValue: 0.6 },
    { name: "Bought", type: "time", textValue: "2023-05-01" },
  ],
  syncChildEntityLocations: false,
  manufacturer: "Acme",
  modelNumber: "H-1",
  serialNumber: "S-1",
  purchaseDate: "2023-05-01",
  purchaseFrom: "Shop",
  purchasePrice: 12.5,
  soldDate: "",
  soldNotes: "",
  soldPrice: 0,
  soldTo: "",
  insured: true,
  lifetimeWarranty: false,
  warrantyDetails: "2 years",
  warrantyExpires: "2025-05-01",
  notes: "Heavy",
});

/** References a body may not make, per key; the same for every state the fuzzing can reach. */
export const createMisuse = (key: string) =>
  key === "entityTypeId"
    ? [ids.L, ids.T, ids.foreignType]
    : key === "locationId"
      ? [ids.I, ids.P, ids.foreignEntity]
      : [ids.T, ids.foreignEntity];
/** PUT of P: its own subtree is off limits as a parent; P's parent is the item I, so a location is allowed. */
export const putMisuse = (key: string) =>
  key === "parentId" ? [ids.P, ids.PChild, ids.T, ids.foreignEntity] : createMisuse(key);

export const PATCH_KINDS: Record<string, Kind> = {
  quantity: "quantity",
  tagIds: "tagIds",
  parentId: "ref",
  locationId: "ref",
  entityTypeId: "ref",
};

export const SEED = 424242;
