import { entityEndpoints, entityTypeEndpoints, ASSET_ID_MAX, EntityOut } from "../../contract";
/**
 * The GET → PUT round trip (docs/spec/contract.md, "Entity fields" and "Parent and location"): a body read with GET and
 * sent back unchanged with PUT changes nothing — not the entity (apart from updatedAt) and no other entity of the
 * group. Trees are random: locations in locations, items in locations, items in items with and without their own
 * location, tags, custom fields of every type, every group of fields filled within the limits.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { useSignedInService } from "../support/signed-in-service";

const { svc } = useSignedInService({ names: [] });

// ---------- arbitraries: values within the contract's limits ----------

/** Characters worth storing: ASCII, accents, CJK, an astral emoji, whitespace and control-free punctuation. */
const char = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("é", "ß", "Ω", "日本", "😀", "👍🏽", " ", "\n", "\t", '"', "\\", "%", "_", "'"),
  },
);

/** A string of at most `max` UTF-16 units (the unit zod's max counts), never cutting a surrogate pair. */
const text = (max: number, minLength = 0) =>
  fc.array(char, { minLength, maxLength: Math.min(max, 40) }).map((parts) => {
    let s = "";
    for (const p of parts) {
      if (s.length + p.length > max) break;
      s += p;
    }
    return s;
  });

/** Sometimes the limit itself, to prove the boundary is inside. */
const textUpTo = (max: number) =>
  fc.oneof({ weight: 5, arbitrary: text(max) }, { weight: 1, arbitrary: fc.constant("x".repeat(max)) });

const name = text(255, 1).filter((s) => s.trim().length > 0);

const date = fc.date({
  min: new Date("1900-01-01T00:00:00Z"),
  max: new Date("2199-12-31T00:00:00Z"),
  noInvalidDate: true,
});
/** `""` (unset), `YYYY-MM-DD`, or RFC 3339 (whose date part is kept). */
const dateInput = fc.oneof(
  fc.constant(""),
  date.map((d) => d.toISOString().slice(0, 10)),
  date.map((d) => d.toISOString()),
);

const money = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.double({ min: 0, max: 1e12, noNaN: true }),
  fc.constant(1e12),
);
const quantity = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.double({ min: 0, max: 1e9, noNaN: true }),
  fc.constant(1e9),
);

const fieldBase = {
  name: text(255, 1).filter((s) => s.trim().length > 0),
  numberValue: fc.double({ noNaN: true, noDefaultInfinity: true }),
  booleanValue: fc.boolean(),
};
/** Custom fields of every type; every value slot filled, a time field with an ISO date or date-time. */
const customField = fc.oneof(
  fc.record({ ...fieldBase, type: fc.constantFrom("text", "number", "boolean"), textValue: textUpTo(500) }),
  fc.record({ ...fieldBase, type: fc.constant("time"), textValue: dateInput }),
);

/** Every group of the update body (identifications, purchase, sold, warranty, extras), each field optional. */
const details = fc.record(
  {
    description: textUpTo(1000),
    quantity,
    archived: fc.boolean(),
    // The extremes too: after the highest id, the service hands out the lowest free one (docs/api.md).
    assetId: fc.oneof(
      fc.constant(""),
      fc.integer({ min: 1, max: ASSET_ID_MAX }),
      fc.integer({ min: 1, max: 999_999 }).map(String),
      fc.constantFrom(1, ASSET_ID_MAX, "999-999999", ASSET_ID_MAX - 1),
    ),
    syncChildEntityLocations: fc.boolean(),
    manufacturer: textUpTo(255),
    modelNumber: textUpTo(255),
    serialNumber: textUpTo(255),
    purchaseDate: dateInput,
    purchaseFrom: textUpTo(255),
    purchasePrice: money,
    soldDate: dateInput,
    soldNotes: textUpTo(1000),
    soldPrice: money,
    soldTo: textUpTo(255),
    insured: fc.boolean(),
    lifetimeWarranty: fc.boolean(),
    warrantyDetails: textUpTo(1000),
    warrantyExpires: dateInput,
    notes: textUpTo(1000),
    fields: fc.array(customField, { maxLength: 5 }),
  },
  { requiredKeys: [] },
);

interface NodeSpec {
  isLocation: boolean;
  /** Picks an earlier node as parent (modulo), or none. */
  parentPick: number | null;
  /** For an item under an item: picks a location other than the parent's as its own location. */
  ownLocationPick: number | null;
  tagPicks: number[];
  name: string;
  details: Record<string, unknown>;
}

const nodeSpec: fc.Arbitrary<NodeSpec> = fc.record({
  isLocation: fc.boolean(),
  parentPick: fc.option(fc.nat(), { freq: 4 }),
  ownLocationPick: fc.option(fc.nat(), { freq: 2 }),
  tagPicks: fc.uniqueArray(fc.nat({ max: 9 }), { maxLength: 4 }),
  name,
  details,
});

const treeSpec = fc.record({
  tags: fc.array(fc.record({ name, parentPick: fc.option(fc.nat(), { freq: 2 }), color: text(32) }), { maxLength: 4 }),
  nodes: fc.array(nodeSpec, { minLength: 1, maxLength: 7 }),
});
type TreeSpec = typeof treeSpec extends fc.Arbitrary<infer T> ? T : never;

// ---------- building a tree through the API ----------

interface Built {
  id: string;
  isLocation: boolean;
  resolvedLocationId: string | null;
}

async function typeIds(s: Session) {
  const res = await s.call(entityTypeEndpoints.list);
  expect(res.status).toBe(200);
  const find = (isLocation: boolean) =>
    (res.body as Array<{ id: string; isLocation: boolean }>).find((t) => t.isLocation === isLocation)!.id;
  return { item: find(false), location: find(true) };
}

/** How often the generated trees hit each case, so that a run that never tests one fails. */
const coverage = { ownLocation: 0, itemInItem: 0, locationInLocation: 0, customFields: 0, tagged: 0 };

async function buildTree(s: Session, spec: TreeSpec): Promise<Built[]> {
  const types = await typeIds(s);
  const tagIds: string[] = [];
  for (const t of spec.tags) {
    const parentId = t.parentPick !== null && tagIds.length ? tagIds[t.parentPick % tagIds.length] : null;
    const res = await s.req("POST", "/v1/tags", { name: t.name, color: t.color, parentId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    tagIds.push(res.body.id);
  }
  const built: Built[] = [];
  for (const n of spec.nodes) {
    // Locations nest in locations (or sit at the top); items go anywhere.
    const candidates = built.filter((b) => !n.isLocation || b.isLocation);
    const parent = n.parentPick !== null && candidates.length ? candidates[n.parentPick % candidates.length]! : null;
    let locationId: string | null = null;
    if (parent && !parent.isLocation && n.ownLocationPick !== null) {
      const others = built.filter((b) => b.isLocation && b.id !== parent.resolvedLocationId);
      if (others.length) locationId = others[n.ownLocationPick % others.length]!.id;
    }
    const body = {
      ...n.details,
      name: n.name,
      entityTypeId: n.isLocation ? types.location : types.item,
      parentId: parent?.id ?? null,
      ...(locationId ? { locationId } : {}),
      tagIds: tagIds.length
        ? n.tagPicks.map((i) => tagIds[i % tagIds.length]!).filter((v, i, a) => a.indexOf(v) === i)
        : [],
    };
    const res = await s.call(entityEndpoints.create, { body: body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const out = EntityOut.parse(res.body);
    expect(out.locationId).toBe(locationId);
    const resolved = locationId ?? (parent ? (parent.isLocation ? parent.id : parent.resolvedLocationId) : null);
    expect(out.location?.id ?? null).toBe(resolved);
    built.push({ id: out.id, isLocation: n.isLocation, resolvedLocationId: resolved });
    if (locationId) coverage.ownLocation++;
    if (parent && !parent.isLocation) coverage.itemInItem++;
    if (parent?.isLocation && n.isLocation) coverage.locationInLocation++;
    if ((n.details.fields as unknown[] | undefined)?.length) coverage.customFields++;
    if (body.tagIds.length) coverage.tagged++;
  }
  return built;
}

// ---------- snapshots ----------

async function snapshot(s: Session, ids: readonly string[]) {
  const all = new Map<string, { body: Record<string, unknown>; etag: string | null }>();
  const answers = await Promise.all(ids.map((id) => s.call(entityEndpoints.get, { params: { id } })));
  answers.forEach((res, i) => {
    expect(res.status).toBe(200);
    all.set(ids[i]!, { body: res.body, etag: res.headers.get("etag") });
  });
  // The group holds nothing but the tree.
  const list = await s.call(entityEndpoints.list, {
    query: { isLocation: "any", includeArchived: "true", pageSize: "1000" },
  });
  expect(list.status).toBe(200);
  expect(list.body.total).toBe(ids.length);
  return all;
}

/** Replaces `updatedAt` of every object with id `writtenId`, wherever it is embedded (parent, children, location). */
function maskUpdatedAt(value: unknown, writtenId: string): unknown {
  if (Array.isArray(value)) return value.map((v) => maskUpdatedAt(v, writtenId));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = maskUpdatedAt(v, writtenId);
    if (out.id === writtenId && "updatedAt" in out) out.updatedAt = "<written>";
    return out;
  }
  return value;
}

async function roundTripEveryEntity(s: Session, built: readonly Built[]) {
  const ids = built.map((b) => b.id);
  for (const id of ids) {
    const before = await snapshot(s, ids);
    const got = before.get(id)!;
    expect(got.etag).toBeTruthy();
    const put = await s.req("PUT", `/v1/entities/${id}`, got.body, { "if-match": got.etag! });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(EntityOut.safeParse(put.body).success).toBe(true);
    expect(put.headers.get("etag")).not.toBe(got.etag);
    expect(maskUpdatedAt(put.body, id)).toEqual(maskUpdatedAt(got.body, id));

    const after = await snapshot(s, ids);
    for (const other of ids) {
      const a = after.get(other)!.body;
      const b = before.get(other)!.body;
      if (other === id) expect(maskUpdatedAt(a, id)).toEqual(maskUpdatedAt(b, id));
      else expect({ id: other, body: maskUpdatedAt(a, id) }).toEqual({ id: other, body: maskUpdatedAt(b, id) });
      if (other !== id) expect(after.get(other)!.etag).toBe(before.get(other)!.etag);
    }
    expect(after.get(id)!.body).toEqual(put.body);
  }
}

describe("GET → PUT unchanged is a no-op", () => {
  it("holds for every entity of random trees", async () => {
    await fc.assert(
      fc.asyncProperty(treeSpec, async (spec) => {
        const s = await signUp(svc);
        const built = await buildTree(s, spec);
        await roundTripEveryEntity(s, built);
      }),
      { numRuns: 15, seed: 20240601, endOnFailure: true },
    );
    for (const [what, count] of Object.entries(coverage)) expect(count, what).toBeGreaterThan(0);
  }, 55_000);

  it("holds for a hand-built tree with every placement case", async () => {
    const s = await signUp(svc);
    const types = await typeIds(s);
    const post = async (body: Record<string, unknown>) => {
      const res = await s.req("POST", "/v1/entities", body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string };
    };
    const house = await post({ name: "House", entityTypeId: types.location });
    const garage = await post({ name: "Garage", entityTypeId: types.location, parentId: house.id });
    const shelf = await post({ name: "Shelf", entityTypeId: types.location, parentId: garage.id });
    // Price × quantity underflows a double: PostgreSQL used to answer the shelf's GET with a 500.
    const toolbox = await post({ name: "Toolbox", parentId: shelf.id, quantity: 1e-200, purchasePrice: 1e-200 });
    const drill = await post({ name: "Drill", parentId: toolbox.id });
    const bits = await post({
      name: "Bits",
      parentId: toolbox.id,
      locationId: house.id,
      syncChildEntityLocations: true,
    });
    const loose = await post({
      name: "Loose",
      fields: [{ name: "When", type: "time", textValue: "2024-01-02T03:04:05Z" }],
    });
    const built = [house, garage, shelf, toolbox, drill, bits, loose].map((e) => ({
      id: e.id,
      isLocation: false,
      resolvedLocationId: null,
    }));
    await roundTripEveryEntity(s, built);
    const got = await s.call(entityEndpoints.get, { params: { id: bits.id } });
    expect(got.body.locationId).toBe(house.id);
    expect(got.body.location?.id).toBe(house.id);
  });

  it("holds at the asset-id extremes: ids handed out after the highest one stay in range", async () => {
    const s = await signUp(svc);
    const post = async (body: Record<string, unknown>) => {
      const res = await s.req("POST", "/v1/entities", body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string; assetId: string };
    };
    const top = await post({ name: "a", assetId: ASSET_ID_MAX });
    const b = await post({ name: "b" });
    const c = await post({ name: "c" });
    const below = await post({ name: "d", assetId: ASSET_ID_MAX - 1 });
    expect([top.assetId, b.assetId, c.assetId, below.assetId]).toEqual([
      "999-999999",
      "000-001",
      "000-002",
      "999-999998",
    ]);
    const built = [top, b, c, below].map((e) => ({ id: e.id, isLocation: false, resolvedLocationId: null }));
    await roundTripEveryEntity(s, built);
  });
});
