/** Field values for the fuzzed bodies: definitely invalid ones per kind of field, and maybe-valid ones. */
import fc from "fast-check";
import { ids } from "./harness";

export type Kind =
  "name" | "text255" | "text1000" | "quantity" | "money" | "bool" | "date" | "assetId" | "ref" | "tagIds" | "fields";

export const UPDATE_KINDS: Record<string, Kind> = {
  name: "name",
  description: "text1000",
  notes: "text1000",
  warrantyDetails: "text1000",
  soldNotes: "text1000",
  manufacturer: "text255",
  modelNumber: "text255",
  serialNumber: "text255",
  purchaseFrom: "text255",
  soldTo: "text255",
  quantity: "quantity",
  purchasePrice: "money",
  soldPrice: "money",
  archived: "bool",
  insured: "bool",
  lifetimeWarranty: "bool",
  syncChildEntityLocations: "bool",
  purchaseDate: "date",
  soldDate: "date",
  warrantyExpires: "date",
  assetId: "assetId",
  entityTypeId: "ref",
  parentId: "ref",
  locationId: "ref",
  tagIds: "tagIds",
  fields: "fields",
};
const LIMIT = { text255: 255, text1000: 1000, name: 255 } as const;

const junkObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 });
const notString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  junkObject,
  fc.array(fc.string(), { maxLength: 3 }),
);
const notNumber = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.boolean(),
  junkObject,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constantFrom("5", "1e3", "NaN", "Infinity"),
);
const notBool = fc.oneof(
  fc.constantFrom("true", "false", 1, 0, "yes", "", [], {}),
  fc.integer(),
  fc.string({ maxLength: 5 }),
);
const tooLong = (max: number) =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 60 }).map((n) => "y".repeat(n)),
    fc.constant("z".repeat(200_000)),
  );
const negative = fc.oneof(
  fc.double({ max: -Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ max: -1 }),
);
const above = (max: number) =>
  fc.oneof(fc.double({ min: max, minExcluded: true, noNaN: true, noDefaultInfinity: true }), fc.constant(max * 10));
const notUuid = fc.oneof(
  fc.string({ maxLength: 40 }).filter((v) => !/^[0-9a-f-]{36}$/i.test(v) && v !== ""),
  fc.constantFrom("not-a-uuid", "123", "00000000-0000-0000-0000-00000000000g"),
);
const badDate = fc.oneof(
  fc.constantFrom(
    "2020-13-01",
    "2021-02-30",
    "2019-02-29",
    "2020-00-10",
    "yesterday",
    "01/02/2020",
    "2020-1-1",
    "2020-01-01T",
    "20-01-01",
    " 2020-01-01",
  ),
  notString.filter((v) => typeof v !== "string"),
);
const badAssetId = fc.constantFrom("abc", -1, 1.5, true, {}, [], "1-2-3", "--", "#1", "0x10", "1 2");

/** A definitely invalid value for a field, given what it may not reference (self, descendant, items…). */
export function invalidValue(kind: Kind, refMisuse: string[]): fc.Arbitrary<unknown> {
  switch (kind) {
    case "name":
      return fc.oneof(notString, tooLong(255), fc.constantFrom("", "   ", "\t\n", null));
    case "text255":
    case "text1000":
      return fc.oneof(notString, tooLong(LIMIT[kind]));
    case "quantity":
      return fc.oneof(notNumber, negative, above(1e9));
    case "money":
      return fc.oneof(notNumber, negative, above(1e12));
    case "bool":
      return notBool;
    case "date":
      return badDate;
    case "assetId":
      return badAssetId;
    case "ref":
      return fc.oneof(notUuid, fc.integer(), fc.boolean(), junkObject, fc.uuid(), fc.constantFrom(...refMisuse));
    case "tagIds":
      return fc.oneof(
        notString.filter((v) => !Array.isArray(v)),
        fc.string({ maxLength: 5 }),
        fc.array(fc.oneof(notUuid, fc.uuid(), fc.constantFrom(ids.L, ids.foreignTag)), { minLength: 1, maxLength: 3 }),
        fc.constant(Array.from({ length: 101 }, () => ids.T)),
      );
    case "fields":
      return fc.oneof(
        notString.filter((v) => !Array.isArray(v)),
        fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { minLength: 1, maxLength: 2 }),
        fc
          .oneof(
            fc.record({ name: fc.constantFrom("", "  ") }),
            fc.record({ name: fc.constant("Colour"), type: fc.constantFrom("color", "TEXT", "", 1) }),
            fc.record({ name: fc.constant("Note"), textValue: tooLong(500) }),
            fc.record({
              name: fc.constant("When"),
              type: fc.constant("time"),
              textValue: fc.constantFrom("soon", "2020-13-45", "12:00"),
            }),
            fc.record({ name: fc.constant("N"), numberValue: notNumber }),
            fc.record({ name: fc.constant("B"), booleanValue: notBool }),
            fc.record({ name: fc.constant("X"), id: fc.oneof(fc.uuid(), notUuid) }),
            fc.record({ name: tooLong(255) }),
          )
          .map((f) => [f]),
        fc.constant(Array.from({ length: 101 }, (_, i) => ({ name: `f${i}` }))),
      );
  }
}

/** Values the contract allows (null = a new entity's value, boundaries, other accepted forms). */
export function maybeValidValue(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind) {
    case "name":
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: 20 }).filter((v) => v.trim() !== ""),
        fc.constant("n".repeat(255)),
        fc.constant("  padded  "),
        fc.constant("nul\u0000in name"),
      );
    case "text255":
    case "text1000":
      // "binary" strings hold control characters (NUL too) and lone surrogates.
      return fc.oneof(
        fc.constant(null),
        fc.string({ maxLength: 20 }),
        fc.string({ unit: "binary", maxLength: 20 }),
        fc.constant("t".repeat(LIMIT[kind])),
        fc.constant("a\u0000b"),
      );
    case "quantity":
      return fc.constantFrom(null, 0, 1e9, 0.5);
    case "money":
      return fc.constantFrom(null, 0, 1e12, 19.99);
    case "bool":
      return fc.constantFrom(null, true, false);
    case "date":
      return fc.constantFrom(null, "", "2024-02-29", "2024-02-29T23:59:59+02:00", "1999-12-31T00:00:00Z");
    case "assetId":
      return fc.constantFrom(null, "", "000-001", "7", 42, 0);
    case "ref":
      return fc.constantFrom(null, "00000000-0000-0000-0000-000000000000");
    case "tagIds":
      return fc.constantFrom(null, [], [ids.T], [ids.T, ids.T]);
    case "fields":
      return fc.constantFrom(
        null,
        [],
        [
          { name: "Colour", type: "text", textValue: "red" },
          { name: "Weight", type: "number", numberValue: 2.5 },
        ],
      );
  }
}
