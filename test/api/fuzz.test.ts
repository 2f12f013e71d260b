/**
 * Malformed input (docs/spec/contract.md, "Errors": a 500 only for a genuine server fault, never for a client's
 * input): random and malformed bodies and query strings sent to create, PUT, PATCH and barcode search never get
 * a 5xx; a 4xx has the contract's error body (422 with `fields`) and leaves the database exactly as it was; a 2xx
 * only answers a valid request and has the contract's output shape. Barcode search runs with every external provider off (the default), so no
 * network is touched.
 */
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  BarcodeResults,
  BarcodeSearchQuery,
  EntityCreate,
  EntityListResult,
  EntityOut,
  EntityPatch,
  EntityUpdate,
  ErrorBody,
} from "../../src/api/contract";
import { signUp, type Session } from "../support/client";
import { startService, type TestService } from "../support/service";

let svc: TestService;
let s: Session;
/** Fixtures of the fuzzed group: ids that valid bodies may reference and invalid ones misuse. */
const ids = {} as Record<
  | "itemType"
  | "locationType"
  | "L"
  | "L2"
  | "I"
  | "P"
  | "PChild"
  | "Q"
  | "QChild"
  | "T"
  | "foreignEntity"
  | "foreignTag"
  | "foreignType",
  string
>;
let requests = 0;

beforeAll(async () => {
  svc = await startService();
  s = await signUp(svc);
  const types = (await s.req("GET", "/v1/entity-types")).body as Array<{ id: string; isLocation: boolean }>;
  ids.itemType = types.find((t) => !t.isLocation)!.id;
  ids.locationType = types.find((t) => t.isLocation)!.id;
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await s.req("POST", path, body);
    if (res.status !== 201) throw new Error(`fixture ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  ids.T = await post("/v1/tags", { name: "Fragile" });
  ids.L = await post("/v1/entities", { name: "Garage", entityTypeId: ids.locationType });
  ids.L2 = await post("/v1/entities", { name: "Attic", entityTypeId: ids.locationType });
  ids.I = await post("/v1/entities", { name: "Toolbox", parentId: ids.L, tagIds: [ids.T] });
  const field = { name: "Barcode", type: "text", textValue: "4006381333931" };
  ids.P = await post("/v1/entities", { name: "Drill", parentId: ids.I, locationId: ids.L2, fields: [field] });
  ids.PChild = await post("/v1/entities", { name: "Drill bit", parentId: ids.P });
  ids.Q = await post("/v1/entities", { name: "Saw", parentId: ids.I });
  ids.QChild = await post("/v1/entities", { name: "Blade", parentId: ids.Q });
  // Another group's records: as unknown as any random id.
  const other = await signUp(svc);
  const otherTypes = (await other.req("GET", "/v1/entity-types")).body as Array<{ id: string }>;
  ids.foreignType = otherTypes[0]!.id;
  ids.foreignEntity = (await other.req("POST", "/v1/entities", { name: "Theirs" })).body.id;
  ids.foreignTag = (await other.req("POST", "/v1/tags", { name: "Theirs" })).body.id;
});
afterAll(async () => {
  await svc?.close();
});

// ---------- the database dump and the checks every answer goes through ----------

const TABLES = [
  "entities",
  "entity_fields",
  "entity_tags",
  "tags",
  "entity_types",
  "attachments",
  "products",
  "groups",
  "users",
] as const;

async function dump(): Promise<string> {
  const tables = await Promise.all(
    TABLES.map(async (t) => {
      const rows = await svc.db.kysely.selectFrom(t).selectAll().execute();
      return [t, rows.map((r) => JSON.stringify(r)).sort()] as const;
    }),
  );
  return JSON.stringify(tables);
}

interface Answer {
  status: number;
  body: unknown;
}

/** Sends exactly these bytes (or no body) with exactly these headers, plus the session's token. */
async function send(
  method: string,
  path: string,
  body?: string | Uint8Array,
  contentType?: string,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: s.token, ...extra };
  if (contentType !== undefined) headers["content-type"] = contentType;
  const res = await svc.app.request(`/api${path}`, { method, headers, body: body as BodyInit | undefined });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep the text: a failing shape check will show it */
  }
  requests++;
  return { status: res.status, body: parsed };
}

let before = "";

/**
 * The checks of this file for one answer. `mustFail`: the contract says the request is invalid.
 * `schema`: the contract's schema for the request, when its JSON parsed; its verdict decides 2xx vs 422.
 */
async function check(
  what: string,
  res: Answer,
  opts: { out: z.ZodType; mustFail: boolean; input?: unknown; schema?: z.ZodType },
) {
  const label = `${what} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 600)}`;
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 200 && res.status < 300) {
    before = await dump(); // a 2xx may change the database: the next request compares with this
    expect(opts.mustFail, `the contract forbids this request but it got ${label}`).toBe(false);
    if (opts.schema)
      expect(opts.schema.safeParse(opts.input).success, `schema rejects what the service took: ${label}`).toBe(true);
    const parsed = opts.out.safeParse(res.body);
    expect(parsed.success, `output shape: ${label} ${parsed.error?.message ?? ""}`).toBe(true);
    return;
  }
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  const err = ErrorBody.safeParse(res.body);
  expect(err.success, `error body: ${label}`).toBe(true);
  if (res.status === 422)
    expect(Object.keys(err.data?.fields ?? {}).length, `422 without fields: ${label}`).toBeGreaterThan(0);
  else expect(err.data?.fields, `fields only on 422: ${label}`).toBeUndefined();
  if (opts.schema && !opts.schema.safeParse(opts.input).success) expect(res.status, label).toBe(422);
  const after = await dump();
  expect(after === before, `database changed after ${label}`).toBe(true);
}

// ---------- values: invalid per kind of field, and maybe-valid ones ----------

type Kind =
  "name" | "text255" | "text1000" | "quantity" | "money" | "bool" | "date" | "assetId" | "ref" | "tagIds" | "fields";

const UPDATE_KINDS: Record<string, Kind> = {
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
function invalidValue(kind: Kind, refMisuse: string[]): fc.Arbitrary<unknown> {
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
function maybeValidValue(kind: Kind): fc.Arbitrary<unknown> {
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

interface Mutated {
  body: unknown;
  mustFail: boolean;
}

/**
 * A valid body with 1–3 changes: a definitely invalid value, a maybe-valid one, a deleted key, an unknown
 * key with nested junk, or the whole body replaced by random JSON.
 */
function mutate(
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

// ---------- targets ----------

const CREATE_BASE = () => ({
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
const createMisuse = (key: string) =>
  key === "entityTypeId"
    ? [ids.L, ids.T, ids.foreignType]
    : key === "locationId"
      ? [ids.I, ids.P, ids.foreignEntity]
      : [ids.T, ids.foreignEntity];
/** PUT of P: its own subtree is off limits as a parent; P's parent is the item I, so a location is allowed. */
const putMisuse = (key: string) =>
  key === "parentId" ? [ids.P, ids.PChild, ids.T, ids.foreignEntity] : createMisuse(key);

const PATCH_KINDS: Record<string, Kind> = {
  quantity: "quantity",
  tagIds: "tagIds",
  parentId: "ref",
  locationId: "ref",
  entityTypeId: "ref",
};

const SEED = 424242;

describe("fuzzing create, PUT, PATCH and barcode search", () => {
  beforeEach(async () => {
    before = await dump();
  });

  it("POST /v1/entities: random JSON values", async () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.anything({ maxDepth: 3 }).map((v) => {
        try {
          return JSON.parse(JSON.stringify(v) ?? "null") as unknown;
        } catch {
          return null;
        }
      }),
      fc.dictionary(fc.constantFrom(...Object.keys(UPDATE_KINDS)), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(value, async (v) => {
        const res = await send("POST", "/v1/entities", JSON.stringify(v), "application/json");
        // Without an object holding a non-blank string name, create is invalid whatever else it holds.
        const named =
          v !== null &&
          typeof v === "object" &&
          !Array.isArray(v) &&
          typeof (v as { name?: unknown }).name === "string" &&
          (v as { name: string }).name.trim() !== "";
        await check("create " + JSON.stringify(v)?.slice(0, 200), res, {
          out: EntityOut,
          mustFail: !named,
          input: v,
          schema: EntityCreate,
        });
      }),
      { numRuns: 130, seed: SEED },
    );
  });

  it("POST /v1/entities: valid bodies with invalid or edge-case changes", async () => {
    const arb = mutate(CREATE_BASE(), UPDATE_KINDS, createMisuse, false, ["name"]);
    await fc.assert(
      fc.asyncProperty(arb, async ({ body, mustFail }) => {
        const res = await send("POST", "/v1/entities", JSON.stringify(body), "application/json");
        await check("create " + JSON.stringify(body).slice(0, 300), res, {
          out: EntityOut,
          mustFail,
          input: body,
          schema: EntityCreate,
        });
      }),
      { numRuns: 230, seed: SEED + 1 },
    );
  });

  it("PUT /v1/entities/{id}: the GET body with invalid or edge-case changes, random JSON, stale If-Match", async () => {
    const arb = fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constant("mutate" as const) },
        { weight: 1, arbitrary: fc.jsonValue().map((v) => ({ raw: v })) },
      ),
      fc.nat(),
      fc.option(fc.constantFrom('"999999"', 'W/"0"', "garbage"), { freq: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ([mode, pick, ifMatch]) => {
        const current = await s.req("GET", `/v1/entities/${ids.P}`);
        expect(current.status).toBe(200);
        let body: unknown;
        let mustFail: boolean;
        if (mode === "mutate") {
          const kinds = { ...UPDATE_KINDS, id: "ref" as Kind };
          const samples = fc.sample(
            mutate(current.body, kinds, (k) => (k === "id" ? [ids.Q, ids.L] : putMisuse(k)), false, ["name"]),
            { numRuns: 1, seed: pick },
          );
          ({ body, mustFail } = samples[0]!);
        } else {
          body = mode.raw;
          const named =
            body !== null &&
            typeof body === "object" &&
            !Array.isArray(body) &&
            typeof (body as { name?: unknown }).name === "string";
          mustFail = !named;
        }
        const headers: Record<string, string> = ifMatch ? { "if-match": ifMatch } : {};
        const res = await send("PUT", `/v1/entities/${ids.P}`, JSON.stringify(body), "application/json", headers);
        await check("put " + JSON.stringify(body).slice(0, 300), res, {
          out: EntityOut,
          mustFail: mustFail || ifMatch !== null,
          input: body,
          schema: EntityUpdate,
        });
        if (ifMatch !== null && EntityUpdate.safeParse(body).success) expect([412, 422]).toContain(res.status);
      }),
      { numRuns: 190, seed: SEED + 2 },
    );
  });

  it("PATCH /v1/entities/{id}: strict bodies with invalid values, unknown keys, random JSON", async () => {
    const base = fc.record(
      {
        quantity: fc.constantFrom(1, 3, null),
        tagIds: fc.constantFrom([], [ids.T], null),
        parentId: fc.constantFrom(ids.I, ids.L, null),
        entityTypeId: fc.constantFrom(ids.itemType, null),
      },
      { requiredKeys: [] },
    );
    const misuse = (k: string) =>
      k === "parentId"
        ? [ids.Q, ids.QChild, ids.T, ids.foreignEntity]
        : k === "locationId"
          ? [ids.I, ids.Q, ids.foreignEntity]
          : createMisuse(k);
    const arb = fc.oneof(
      { weight: 5, arbitrary: base.chain((b) => mutate(b, PATCH_KINDS, misuse, true, [])) },
      // A locationId beside a location parent (or no parent) is a 422 that says to use parentId.
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(ids.L, null), fc.constantFrom(ids.L, ids.L2))
          .map(([parentId, locationId]) => ({ body: { parentId, locationId }, mustFail: true })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(ids.Q, ids.L, "x").map((id) => ({ body: { id }, mustFail: id !== ids.Q })),
      },
      {
        weight: 2,
        arbitrary: fc.jsonValue().map((v) => ({
          body: v,
          mustFail: !(
            v !== null &&
            typeof v === "object" &&
            !Array.isArray(v) &&
            Object.keys(v).every((k) => k in PATCH_KINDS || k === "id")
          ),
        })),
      },
    );
    await fc.assert(
      fc.asyncProperty(arb, async ({ body, mustFail }) => {
        const res = await send("PATCH", `/v1/entities/${ids.Q}`, JSON.stringify(body), "application/json");
        await check("patch " + JSON.stringify(body).slice(0, 300), res, {
          out: EntityOut,
          mustFail,
          input: body,
          schema: EntityPatch,
        });
      }),
      { numRuns: 200, seed: SEED + 3 },
    );
  });

  it("create, PUT and PATCH: malformed text, invalid UTF-8, wrong media types, oversized bodies", async () => {
    const valid = JSON.stringify({ name: "Valid" });
    const enc = (t: string) => new TextEncoder().encode(t);
    const raw = fc.oneof(
      fc
        .string({ unit: "binary", maxLength: 60 })
        .filter((t) => {
          try {
            JSON.parse(t);
            return false;
          } catch {
            return true;
          }
        })
        .map((t) => ({ body: enc(t) as string | Uint8Array, type: "application/json" as string | undefined })),
      fc
        .constantFrom(
          '{"name":"x"',
          '{"name":"x",}',
          "{'name':'x'}",
          '{"name":"x"}}',
          "",
          " ",
          "nul",
          "[1,2",
          '{"name":"x","quantity":01}',
          "\u0000",
        )
        .map((t) => ({ body: enc(t), type: "application/json" })),
      // Numbers JSON can spell but not hold: 1e400 parses as Infinity.
      fc
        .constantFrom(
          '{"name":"x","quantity":1e400}',
          '{"name":"x","purchasePrice":-1e400}',
          '{"name":"x","soldPrice":1e999}',
        )
        .map((t) => ({ body: enc(t), type: "application/json" })),
      fc.uint8Array({ minLength: 1, maxLength: 40 }).map((b) => ({
        body: Uint8Array.from([...enc('{"name":"'), 0xff, 0xfe, ...b, ...enc('"}')]),
        type: "application/json",
      })),
      // Overlong NUL (C0 80) and an encoded lone surrogate (ED A0 80): not UTF-8.
      fc.constantFrom([0xc0, 0x80], [0xed, 0xa0, 0x80]).map((bad) => ({
        body: Uint8Array.from([...enc('{"name":"'), ...bad, ...enc('"}')]),
        type: "application/json",
      })),
      fc
        .constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/xml",
          "application/json-patch+json",
          "application/jsonx",
          "json",
          "",
          undefined,
        )
        .map((type) => ({ body: valid as string | Uint8Array, type })),
      fc.constant({ body: `{"name":"big","notes":"${"a".repeat(1024 * 1024)}"}`, type: "application/json" }),
    );
    const target = fc.constantFrom(
      ["POST", "/v1/entities"],
      ["PUT", `/v1/entities/${ids.P}`],
      ["PATCH", `/v1/entities/${ids.Q}`],
    );
    await fc.assert(
      fc.asyncProperty(target, raw, async ([method, path], { body, type }) => {
        const res = await send(method!, path!, body, type);
        await check(
          `${method} raw (${type}) ${String(typeof body === "string" ? body : new TextDecoder().decode(body)).slice(0, 80)}`,
          res,
          { out: EntityOut, mustFail: true },
        );
        expect([400, 413, 415, 422]).toContain(res.status);
      }),
      { numRuns: 130, seed: SEED + 4 },
    );
  });

  it("GET /v1/products/search-from-barcode: random and malformed query strings", async () => {
    /** Percent-encodes UTF-8 bytes, so the service decodes exactly `v` (lone surrogates become U+FFFD). */
    const pct = (v: string) =>
      [...new TextEncoder().encode(v)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
    const decoded = (v: string) => new TextDecoder().decode(new TextEncoder().encode(v));
    const code = fc.oneof(
      fc.stringMatching(/^[0-9A-Za-z-]{1,80}$/),
      fc.string({ unit: "binary", maxLength: 100 }),
      fc.string({ unit: "grapheme", maxLength: 90 }),
      fc.constantFrom(
        "",
        " ",
        "\u001d0104006381333931",
        "abc\u0000",
        "12\n34",
        "\u0085x",
        "x".repeat(81),
        "9".repeat(80),
      ),
    );
    const query = fc.oneof(
      code.map((c) => ({ qs: `data=${pct(c)}`, value: decoded(c) as string | undefined })),
      code.map((c) => ({ qs: `productEAN=${pct(c)}`, value: decoded(c) as string | undefined })),
      code.map((c) => ({
        qs: `data=${pct(c)}&data=second&unknown=${pct(c)}`,
        value: decoded(c) as string | undefined,
      })),
      fc
        .constantFrom(
          "",
          "data",
          "data=",
          "productEAN=",
          "foo=bar",
          "data=%zz",
          "data=%",
          "data=%C0%80",
          "data=%ff%fe",
          "data[]=1",
          "&&&",
          "data=1;2",
          `data=${"7".repeat(10_000)}`,
        )
        .map((qs) => ({ qs, value: undefined })),
      fc.string({ maxLength: 60 }).map((t) => ({ qs: t.replace(/#/g, ""), value: undefined })),
    );
    await fc.assert(
      fc.asyncProperty(query, async ({ qs, value }) => {
        const res = await send("GET", `/v1/products/search-from-barcode?${qs}`);
        const printable = value !== undefined && ![...value].some((ch) => ch !== "\u001d" && /[\p{Cc}]/u.test(ch));
        // Definitely invalid: empty, longer than 80 characters, or a control character other than GS.
        const mustFail = value !== undefined && (value === "" || [...value].length > 80 || !printable);
        await check(`barcode ?${qs.slice(0, 200)}`, res, { out: BarcodeResults, mustFail });
        if (value !== undefined && /^[0-9A-Za-z-]{1,80}$/.test(value)) expect(res.status, qs).toBe(200);
        if (value !== undefined && res.status === 200)
          expect(BarcodeSearchQuery.safeParse({ data: value }).success).toBe(true);
      }),
      { numRuns: 150, seed: SEED + 5 },
    );
  });

  it("GET /v1/entities: random list query strings", async () => {
    const keys = [
      "q",
      "isLocation",
      "entityTypeIds",
      "tags",
      "parentIds",
      "locationIds",
      "includeArchived",
      "orderBy",
      "order",
      "page",
      "pageSize",
      "x",
    ];
    const val = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        "true",
        "0",
        "-1",
        "1001",
        "1e400",
        "name",
        "desc",
        "#000-001",
        ids.L,
        ids.foreignEntity,
        "%zz",
        "%00",
        "a%00b",
      ),
      fc.integer().map(String),
    );
    const qs = fc.array(fc.tuple(fc.constantFrom(...keys), val), { maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(qs, async (pairs) => {
        // Values starting with % go as they are (malformed or NUL escapes); the rest are encoded.
        const text = pairs.map(([k, v]) => `${k}=${/^(%|a%00)/.test(v) ? v : encodeURIComponent(v)}`).join("&");
        const res = await send("GET", `/v1/entities?${text}`);
        const tooBig = pairs.some(([k, v]) => k === "pageSize" && /^\d+$/.test(v) && Number(v) > 1000);
        await check(`list ?${text}`, res, { out: EntityListResult, mustFail: tooBig });
        if (res.status === 200) {
          const parsed = (res.body as { items: Array<{ id: string }> }).items.map((i) => i.id);
          expect(parsed).not.toContain(ids.foreignEntity);
        }
        // A list is a read: whatever the query, its answer never changed anything (2xx included).
        expect(await dump()).toBe(before);
      }),
      { numRuns: 50, seed: SEED + 6 },
    );
  });

  it("a NUL character in a stored text is a 422 naming the field, on both databases (not a PostgreSQL 500)", async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ["POST", "/v1/entities", { name: "a\u0000b" }, "name"],
      ["POST", "/v1/entities", { name: "ok", notes: "\u0000" }, "notes"],
      ["POST", "/v1/entities", { name: "ok", fields: [{ name: "F", textValue: "x\u0000" }] }, "fields[0].textValue"],
      ["PUT", `/v1/entities/${ids.P}`, { name: "ok", parentId: ids.I, serialNumber: "\u0000" }, "serialNumber"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await send(method, path, JSON.stringify(body), "application/json");
      await check(`${method} ${JSON.stringify(body)}`, res, { out: EntityOut, mustFail: true });
      expect(res.status).toBe(422);
      expect(Object.keys((res.body as { fields: object }).fields)).toContain(field);
    }
    const list = await send("GET", "/v1/entities?q=a%00b");
    await check("list ?q=a%00b", list, { out: EntityListResult, mustFail: true });
    expect(list.status).toBe(422);
  });

  it("sent at least 1,000 requests in all", () => {
    console.info(`fuzz: ${requests} requests`);
    expect(requests).toBeGreaterThanOrEqual(1000);
  });
});
