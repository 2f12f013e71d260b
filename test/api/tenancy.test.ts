/**
 * Tenancy (docs/spec/contract.md, "Authentication and tenancy"): an id of another group behaves exactly like an id that
 * does not exist — 404 in a path, 422 "not found" in a body — lists never show another group's records, and nothing
 * another group tries changes a byte of this group's data.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/api/contract";
import { request, signUp, type Session } from "../support/client";
import { startService, type TestService } from "../support/service";

let svc: TestService;
let A: Session;
let B: Session;

/** Group A's records: one of everything. */
const a = {} as Record<
  "type" | "location" | "item" | "child" | "tag" | "childTag" | "field" | "file" | "photo" | "thumbnail",
  string
>;
/** Group B's own records, from which B references A's ids. */
const b = {} as Record<"location" | "item" | "child" | "tag", string>;
const BARCODE = "4006381333931";
const A_NAME = "Unmistakable-A-Toolbox";

async function created(res: { status: number; body: any }, what: string) {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

function upload(bytes: Uint8Array | string, filename: string, type: string, mime: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: mime }), filename);
  form.append("title", filename);
  form.append("type", type);
  return form;
}

beforeAll(async () => {
  svc = await startService();
  A = await signUp(svc, "Alice");
  B = await signUp(svc, "Bob");

  a.type = (await created(await A.req("POST", "/v1/entity-types", { name: "Gadget", isLocation: false }), "type")).id;
  a.tag = (await created(await A.req("POST", "/v1/tags", { name: "A-tag" }), "tag")).id;
  a.childTag = (
    await created(await A.req("POST", "/v1/tags", { name: "A-child-tag", parentId: a.tag }), "child tag")
  ).id;
  const types = (await A.req("GET", "/v1/entity-types")).body as Array<{ id: string; isLocation: boolean }>;
  const locationType = types.find((t) => t.isLocation)!.id;
  a.location = (
    await created(await A.req("POST", "/v1/entities", { name: "A-house", entityTypeId: locationType }), "location")
  ).id;
  const item = await created(
    await A.req("POST", "/v1/entities", {
      name: A_NAME,
      entityTypeId: a.type,
      parentId: a.location,
      tagIds: [a.tag, a.childTag],
      fields: [{ name: "Barcode", type: "text", textValue: BARCODE }],
    }),
    "item",
  );
  a.item = item.id;
  a.field = item.fields[0].id;
  a.child = (await created(await A.req("POST", "/v1/entities", { name: "A-child", parentId: a.item }), "child")).id;

  const withFile = await created(
    await A.req(
      "POST",
      `/v1/entities/${a.item}/attachments`,
      upload("hello, tenancy\n", "note.txt", "manual", "text/plain"),
    ),
    "file",
  );
  a.file = withFile.attachments[0].id;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  const withPhoto = await created(
    await A.req(
      "POST",
      `/v1/entities/${a.item}/attachments`,
      upload(new Uint8Array(png), "red.png", "photo", "image/png"),
    ),
    "photo",
  );
  const photo = (withPhoto.attachments as Array<{ id: string; thumbnail?: { id: string } }>).find(
    (x) => x.id !== a.file,
  )!;
  a.photo = photo.id;
  if (!photo.thumbnail) throw new Error(`an image upload got no thumbnail: ${JSON.stringify(photo)}`);
  a.thumbnail = photo.thumbnail.id;

  b.tag = (await created(await B.req("POST", "/v1/tags", { name: "B-tag" }), "B tag")).id;
  const bTypes = (await B.req("GET", "/v1/entity-types")).body as Array<{ id: string; isLocation: boolean }>;
  b.location = (
    await created(
      await B.req("POST", "/v1/entities", { name: "B-flat", entityTypeId: bTypes.find((t) => t.isLocation)!.id }),
      "B location",
    )
  ).id;
  b.item = (
    await created(
      await B.req("POST", "/v1/entities", { name: "B-box", parentId: b.location, tagIds: [b.tag] }),
      "B item",
    )
  ).id;
  b.child = (await created(await B.req("POST", "/v1/entities", { name: "B-inner", parentId: b.item }), "B child")).id;
});
afterAll(async () => {
  await svc?.close();
});

/** The raw bytes of a GET as `s`, with its status and ETag: what "byte-for-byte unchanged" compares. */
async function rawGet(s: Session, path: string) {
  const res = await svc.app.request(`/api${path}`, { headers: { authorization: s.token } });
  return `${res.status} ${res.headers.get("etag") ?? ""} ${Buffer.from(await res.arrayBuffer()).toString("base64")}`;
}

/** Everything group `s` can read: lists, every record, paths, attachments and thumbnails. */
async function everything(s: Session, entityIds: string[], tagIds: string[], attachments: Array<[string, string]>) {
  const paths = [
    "/v1/entities?includeArchived=true&pageSize=1000",
    "/v1/entities/tree?withItems=true",
    "/v1/tags",
    "/v1/entity-types",
    ...entityIds.flatMap((id) => [`/v1/entities/${id}`, `/v1/entities/${id}/path`]),
    ...tagIds.map((id) => `/v1/tags/${id}`),
    ...attachments.map(([entity, att]) => `/v1/entities/${entity}/attachments/${att}`),
  ];
  const out: Record<string, string> = {};
  for (const p of paths) out[p] = await rawGet(s, p);
  return out;
}

const snapshotA = () =>
  everything(
    A,
    [a.location, a.item, a.child],
    [a.tag, a.childTag],
    [
      [a.item, a.file],
      [a.item, a.photo],
      [a.item, a.thumbnail],
    ],
  );
const snapshotB = () => everything(B, [b.location, b.item, b.child], [b.tag], []);

interface Attempt {
  what: string;
  method: string;
  /** The path with A's id, and the same path with an id that exists nowhere. */
  path: (foreign: boolean) => string;
  body?: () => unknown;
  /** Sent without B's session, with B's attachment token in the query instead. */
  attachmentToken?: boolean;
}

const none = () => randomUUID();

/** Every operation B may try on A's ids in a path. */
const pathAttempts = (): Attempt[] => {
  const entity = (f: boolean) => (f ? a.item : none());
  const att = (entityOf: () => string, attId: () => string) => (f: boolean) =>
    `/v1/entities/${entityOf()}/attachments/${f ? attId() : none()}`;
  return [
    { what: "GET entity", method: "GET", path: (f) => `/v1/entities/${entity(f)}` },
    { what: "GET location", method: "GET", path: (f) => `/v1/entities/${f ? a.location : none()}` },
    { what: "PUT entity", method: "PUT", path: (f) => `/v1/entities/${entity(f)}`, body: () => ({ name: "Hijacked" }) },
    {
      what: "PUT entity moving it into B",
      method: "PUT",
      path: (f) => `/v1/entities/${entity(f)}`,
      body: () => ({ name: "Moved", parentId: b.location }),
    },
    { what: "PATCH entity", method: "PATCH", path: (f) => `/v1/entities/${entity(f)}`, body: () => ({ quantity: 99 }) },
    {
      what: "PATCH location",
      method: "PATCH",
      path: (f) => `/v1/entities/${f ? a.location : none()}`,
      body: () => ({ parentId: null }),
    },
    { what: "DELETE child entity", method: "DELETE", path: (f) => `/v1/entities/${f ? a.child : none()}` },
    { what: "DELETE location", method: "DELETE", path: (f) => `/v1/entities/${f ? a.location : none()}` },
    { what: "GET path", method: "GET", path: (f) => `/v1/entities/${entity(f)}/path` },
    {
      what: "POST attachment on A's entity",
      method: "POST",
      path: (f) => `/v1/entities/${entity(f)}/attachments`,
      body: () => upload("evil", "x.txt", "attachment", "text/plain"),
    },
    {
      what: "GET attachment",
      method: "GET",
      path: att(
        () => a.item,
        () => a.file,
      ),
    },
    {
      what: "GET thumbnail",
      method: "GET",
      path: att(
        () => a.item,
        () => a.thumbnail,
      ),
    },
    {
      what: "PUT attachment",
      method: "PUT",
      path: att(
        () => a.item,
        () => a.file,
      ),
      body: () => ({ title: "Mine", type: "receipt", primary: false }),
    },
    {
      what: "DELETE attachment",
      method: "DELETE",
      path: att(
        () => a.item,
        () => a.photo,
      ),
    },
    {
      what: "GET A's attachment under B's entity",
      method: "GET",
      path: att(
        () => b.item,
        () => a.file,
      ),
    },
    {
      what: "PUT A's attachment under B's entity",
      method: "PUT",
      path: att(
        () => b.item,
        () => a.photo,
      ),
      body: () => ({ title: "Mine", type: "photo", primary: true }),
    },
    {
      what: "DELETE A's attachment under B's entity",
      method: "DELETE",
      path: att(
        () => b.item,
        () => a.file,
      ),
    },
    {
      what: "GET attachment with B's attachment token",
      method: "GET",
      path: att(
        () => a.item,
        () => a.file,
      ),
      attachmentToken: true,
    },
    {
      what: "GET thumbnail with B's attachment token",
      method: "GET",
      path: att(
        () => a.item,
        () => a.thumbnail,
      ),
      attachmentToken: true,
    },
    { what: "GET tag", method: "GET", path: (f) => `/v1/tags/${f ? a.tag : none()}` },
    {
      what: "PUT tag",
      method: "PUT",
      path: (f) => `/v1/tags/${f ? a.childTag : none()}`,
      body: () => ({ name: "Renamed", parentId: null }),
    },
    {
      what: "PUT tag under B's tag",
      method: "PUT",
      path: (f) => `/v1/tags/${f ? a.tag : none()}`,
      body: () => ({ name: "Renamed", parentId: b.tag }),
    },
    { what: "DELETE tag", method: "DELETE", path: (f) => `/v1/tags/${f ? a.tag : none()}` },
    {
      what: "PUT entity type",
      method: "PUT",
      path: (f) => `/v1/entity-types/${f ? a.type : none()}`,
      body: () => ({ name: "Renamed", isLocation: true }),
    },
    { what: "DELETE entity type", method: "DELETE", path: (f) => `/v1/entity-types/${f ? a.type : none()}` },
  ];
};

async function attempt(t: Attempt, foreign: boolean) {
  const path = t.path(foreign);
  if (t.attachmentToken) return request(svc, t.method, `${path}?access_token=${encodeURIComponent(B.attachmentToken)}`);
  return B.req(t.method, path, t.body?.());
}

/** Body references from B's own records to A's ids, and the JSON path the 422 must name. */
const bodyAttempts = (): Array<{
  what: string;
  method: string;
  path: () => string;
  body: (id: () => string) => unknown;
  field: string;
  foreign: () => string;
}> => [
  {
    what: "create under A's location",
    method: "POST",
    path: () => "/v1/entities",
    body: (id) => ({ name: "n", parentId: id() }),
    field: "parentId",
    foreign: () => a.location,
  },
  {
    what: "create under A's item",
    method: "POST",
    path: () => "/v1/entities",
    body: (id) => ({ name: "n", parentId: id() }),
    field: "parentId",
    foreign: () => a.item,
  },
  {
    what: "create stored in A's location",
    method: "POST",
    path: () => "/v1/entities",
    body: (id) => ({ name: "n", parentId: b.item, locationId: id() }),
    field: "locationId",
    foreign: () => a.location,
  },
  {
    what: "create of A's type",
    method: "POST",
    path: () => "/v1/entities",
    body: (id) => ({ name: "n", entityTypeId: id() }),
    field: "entityTypeId",
    foreign: () => a.type,
  },
  {
    what: "create with A's tag",
    method: "POST",
    path: () => "/v1/entities",
    body: (id) => ({ name: "n", tagIds: [id()] }),
    field: "tagIds[0]",
    foreign: () => a.tag,
  },
  {
    what: "create with B's and A's tag",
    method: "POST",
    path: () => "/v1/entities",
    body: (id) => ({ name: "n", tagIds: [b.tag, id()] }),
    field: "tagIds[1]",
    foreign: () => a.childTag,
  },
  {
    what: "PUT under A's item",
    method: "PUT",
    path: () => `/v1/entities/${b.child}`,
    body: (id) => ({ name: "n", parentId: id() }),
    field: "parentId",
    foreign: () => a.item,
  },
  {
    what: "PUT stored in A's location",
    method: "PUT",
    path: () => `/v1/entities/${b.child}`,
    body: (id) => ({ name: "n", parentId: b.item, locationId: id() }),
    field: "locationId",
    foreign: () => a.location,
  },
  {
    what: "PUT to A's type",
    method: "PUT",
    path: () => `/v1/entities/${b.item}`,
    body: (id) => ({ name: "n", parentId: b.location, entityTypeId: id() }),
    field: "entityTypeId",
    foreign: () => a.type,
  },
  {
    what: "PUT with A's tag",
    method: "PUT",
    path: () => `/v1/entities/${b.item}`,
    body: (id) => ({ name: "n", parentId: b.location, tagIds: [id()] }),
    field: "tagIds[0]",
    foreign: () => a.tag,
  },
  {
    what: "PUT claiming A's custom field",
    method: "PUT",
    path: () => `/v1/entities/${b.item}`,
    body: (id) => ({
      name: "n",
      parentId: b.location,
      fields: [{ id: id(), name: "Barcode", type: "text", textValue: "stolen" }],
    }),
    field: "fields[0].id",
    foreign: () => a.field,
  },
  {
    what: "PATCH under A's location",
    method: "PATCH",
    path: () => `/v1/entities/${b.item}`,
    body: (id) => ({ parentId: id() }),
    field: "parentId",
    foreign: () => a.location,
  },
  {
    what: "PATCH stored in A's location",
    method: "PATCH",
    path: () => `/v1/entities/${b.child}`,
    body: (id) => ({ locationId: id() }),
    field: "locationId",
    foreign: () => a.location,
  },
  {
    what: "PATCH to A's type",
    method: "PATCH",
    path: () => `/v1/entities/${b.item}`,
    body: (id) => ({ entityTypeId: id() }),
    field: "entityTypeId",
    foreign: () => a.type,
  },
  {
    what: "PATCH with A's tag",
    method: "PATCH",
    path: () => `/v1/entities/${b.item}`,
    body: (id) => ({ tagIds: [id()] }),
    field: "tagIds[0]",
    foreign: () => a.tag,
  },
  {
    what: "create tag under A's tag",
    method: "POST",
    path: () => "/v1/tags",
    body: (id) => ({ name: "t", parentId: id() }),
    field: "parentId",
    foreign: () => a.tag,
  },
  {
    what: "PUT tag under A's tag",
    method: "PUT",
    path: () => `/v1/tags/${b.tag}`,
    body: (id) => ({ name: "t", parentId: id() }),
    field: "parentId",
    foreign: () => a.childTag,
  },
];

describe("tenancy: another group's ids are ids that do not exist", () => {
  let aBefore: Record<string, string>;
  let bBefore: Record<string, string>;
  beforeAll(async () => {
    aBefore = await snapshotA();
    bBefore = await snapshotB();
    // The snapshot holds real data: A sees its records (so "B sees nothing" below means something).
    for (const [p, v] of Object.entries(aBefore)) expect(v.startsWith("200 "), p).toBe(true);
  });

  it.each(pathAttempts().map((t) => [t.what, t] as const))(
    "B: %s on A's id → 404, the same answer as an unknown id",
    async (_what, t) => {
      const withA = await attempt(t, true);
      const withUnknown = await attempt(t, false);
      expect(withA.status, JSON.stringify(withA.body)).toBe(404);
      expect(ErrorBody.safeParse(withA.body).success).toBe(true);
      expect(withA.body.fields).toBeUndefined();
      expect({ status: withA.status, body: withA.body }).toEqual({
        status: withUnknown.status,
        body: withUnknown.body,
      });
    },
  );

  it.each(bodyAttempts().map((t) => [t.what, t] as const))(
    "B: %s → 422 naming the field, like an unknown id",
    async (_what, t) => {
      const withA = await B.req(t.method, t.path(), t.body(t.foreign));
      const withUnknown = await B.req(t.method, t.path(), t.body(none));
      expect(withA.status, JSON.stringify(withA.body)).toBe(422);
      const err = ErrorBody.parse(withA.body);
      expect(Object.keys(err.fields ?? {})).toEqual([t.field]);
      expect(err.fields?.[t.field]).toMatch(/not found/i);
      expect({ status: withA.status, body: withA.body }).toEqual({
        status: withUnknown.status,
        body: withUnknown.body,
      });
    },
  );

  it("B's list filters with A's ids return nothing of A's", async () => {
    const queries = [
      `parentIds=${a.location}`,
      `parentIds=${a.item}`,
      `locationIds=${a.location}`,
      `tags=${a.tag}`,
      `tags=${a.childTag}`,
      `entityTypeIds=${a.type}`,
      `q=${encodeURIComponent(A_NAME)}`,
      `q=${BARCODE}`,
      `q=A-`,
    ];
    for (const q of queries) {
      const res = await B.req("GET", `/v1/entities?includeArchived=true&${q}`);
      expect(res.status, q).toBe(200);
      expect({ q, items: res.body.items, total: res.body.total }).toEqual({ q, items: [], total: 0 });
    }
    // The same filters find A's records for A: the empty answers above are not empty by accident.
    for (const q of [
      `parentIds=${a.location}`,
      `locationIds=${a.location}`,
      `tags=${a.tag}`,
      `entityTypeIds=${a.type}`,
      `q=${BARCODE}`,
    ]) {
      const res = await A.req("GET", `/v1/entities?includeArchived=true&${q}`);
      expect(
        res.body.items.map((i: { id: string }) => i.id),
        q,
      ).toContain(a.item);
    }
  });

  it("B's lists, tree and barcode search never contain A's records", async () => {
    const aIds = Object.values(a);
    const answers = await Promise.all(
      [
        "/v1/entities?includeArchived=true&pageSize=1000",
        "/v1/entities?isLocation=true&includeArchived=true",
        "/v1/entities/tree",
        "/v1/entities/tree?withItems=true",
        "/v1/tags",
        "/v1/entity-types",
        `/v1/products/search-from-barcode?data=${BARCODE}`,
        `/v1/entities/${b.item}`,
        `/v1/entities/${b.location}`,
      ].map(async (p) => [p, await B.req("GET", p)] as const),
    );
    for (const [p, res] of answers) {
      expect(res.status, p).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of aIds) expect(text.includes(id), `${p} shows A's ${id}`).toBe(false);
      for (const name of [A_NAME, "A-house", "A-tag", "Gadget", "A-child"])
        expect(text.includes(name), `${p} shows ${name}`).toBe(false);
    }
    const list = answers[0]![1].body as { items: Array<{ id: string }>; total: number };
    expect(list.items.map((i) => i.id).sort()).toEqual([b.location, b.item, b.child].sort());
    expect(list.total).toBe(3);
  });

  it("after all of it, A's data is byte-for-byte unchanged (and B's own records too)", async () => {
    expect(await snapshotA()).toEqual(aBefore);
    expect(await snapshotB()).toEqual(bBefore);
  });
});
