import { attachmentEndpoints, entityEndpoints, entityTypeEndpoints } from "../../../contract";
/**
 * Tenancy (docs/spec/contract.md, "Authentication and tenancy"): an id of another group behaves exactly like an
 * id that does not exist — 404 in a path, 422 "not found" in a body — lists never show another group's records,
 * and nothing another group tries changes a byte of this group's data.
 *
 * Two groups for the tenancy tests beside this file: Alice's group A with one record of everything (entity
 * types, tags, locations, items, a custom field, a file, a photo and its thumbnail), and Bob's group B with a
 * few records of its own, from which B tries A's ids. Each test file snapshots everything both groups can
 * read before its attempts, and checks at its end that not a byte of it changed.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { Session } from "../../support/client";
import type { TestService } from "../../support/service";
import { useSignedInService } from "../../support/signed-in-service";

export let svc: TestService;
export let A: Session;
export let B: Session;

/** Group A's records: one of everything. */
export const a = {} as Record<
  "type" | "location" | "item" | "child" | "tag" | "childTag" | "field" | "file" | "photo" | "thumbnail",
  string
>;
/** Group B's own records, from which B references A's ids. */
export const b = {} as Record<"location" | "item" | "child" | "tag", string>;
export const BARCODE = "4006381333931";
export const A_NAME = "Unmistakable-A-Toolbox";

async function created(res: { status: number; body: any }, what: string) {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function upload(bytes: Uint8Array | string, filename: string, type: string, mime: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: mime }), filename);
  form.append("title", filename);
  form.append("type", type);
  return form;
}

/** An id that exists nowhere. */
export const none = () => randomUUID();

/**
 * The setup of a tenancy test file: the service, both groups and their records, and a snapshot of everything
 * each group can read. Ends the file with the check that nothing B tried changed A's data (or B's).
 */
export function useTwoGroups() {
  const started = useSignedInService({ names: ["Alice", "Bob"] });
  svc = started.svc;
  [A, B] = started.users;
  beforeAll(createRecords);
  let aBefore: Record<string, string>;
  let bBefore: Record<string, string>;
  beforeAll(async () => {
    aBefore = await snapshotA();
    bBefore = await snapshotB();
    // The snapshot holds real data: A sees its records (so "B sees nothing" means something).
    for (const [p, v] of Object.entries(aBefore)) expect(v.startsWith("200 "), p).toBe(true);
  });
  return {
    /** The file's last test. */
    itLeftBothGroupsUnchanged() {
      it("after all of it, A's data is byte-for-byte unchanged (and B's own records too)", async () => {
        expect(await snapshotA()).toEqual(aBefore);
        expect(await snapshotB()).toEqual(bBefore);
      });
    },
  };
}

async function createRecords() {
  a.type = (
    await created(await A.call(entityTypeEndpoints.create, { body: { name: "Gadget", isLocation: false } }), "type")
  ).id;
  a.tag = (await created(await A.req("POST", "/v1/tags", { name: "A-tag" }), "tag")).id;
  a.childTag = (
    await created(await A.req("POST", "/v1/tags", { name: "A-child-tag", parentId: a.tag }), "child tag")
  ).id;
  const types = (await A.call(entityTypeEndpoints.list)).body as Array<{ id: string; isLocation: boolean }>;
  const locationType = types.find((t) => t.isLocation)!.id;
  a.location = (
    await created(
      await A.call(entityEndpoints.create, { body: { name: "A-house", entityTypeId: locationType } }),
      "location",
    )
  ).id;
  const item = await created(
    await A.call(entityEndpoints.create, {
      body: {
        name: A_NAME,
        entityTypeId: a.type,
        parentId: a.location,
        tagIds: [a.tag, a.childTag],
        fields: [{ name: "Barcode", type: "text", textValue: BARCODE }],
      },
    }),
    "item",
  );
  a.item = item.id;
  a.field = item.fields[0].id;
  a.child = (
    await created(await A.call(entityEndpoints.create, { body: { name: "A-child", parentId: a.item } }), "child")
  ).id;

  const withFile = await created(
    await A.call(attachmentEndpoints.upload, {
      params: { id: a.item },
      body: upload("hello, tenancy\n", "note.txt", "manual", "text/plain"),
    }),
    "file",
  );
  a.file = withFile.attachments[0].id;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  const withPhoto = await created(
    await A.call(attachmentEndpoints.upload, {
      params: { id: a.item },
      body: upload(new Uint8Array(png), "red.png", "photo", "image/png"),
    }),
    "photo",
  );
  const photo = (withPhoto.attachments as Array<{ id: string; thumbnail?: { id: string } }>).find(
    (x) => x.id !== a.file,
  )!;
  a.photo = photo.id;
  if (!photo.thumbnail) throw new Error(`an image upload got no thumbnail: ${JSON.stringify(photo)}`);
  a.thumbnail = photo.thumbnail.id;

  b.tag = (await created(await B.req("POST", "/v1/tags", { name: "B-tag" }), "B tag")).id;
  const bTypes = (await B.call(entityTypeEndpoints.list)).body as Array<{ id: string; isLocation: boolean }>;
  b.location = (
    await created(
      await B.call(entityEndpoints.create, {
        body: { name: "B-flat", entityTypeId: bTypes.find((t) => t.isLocation)!.id },
      }),
      "B location",
    )
  ).id;
  b.item = (
    await created(
      await B.call(entityEndpoints.create, { body: { name: "B-box", parentId: b.location, tagIds: [b.tag] } }),
      "B item",
    )
  ).id;
  b.child = (
    await created(await B.call(entityEndpoints.create, { body: { name: "B-inner", parentId: b.item } }), "B child")
  ).id;
}

/** The raw bytes of a GET as `s`, with its status and ETag: what "byte-for-byte unchanged" compares. */
async function rawGet(s: Session, path: string) {
  const res = await svc.app.request(`/api${path}`, { headers: { authorization: s.token } });
  return `${res.status} ${res.headers.get("etag") ?? ""} ${Buffer.from(await res.arrayBuffer()).toString("base64")}`;
}

/** Everything group `s` can read: lists, every record, paths, attachments and thumbnails. */
async function everything(s: Session, entityIds: string[], tagIds: string[], attachments: Array<[string, string]>) {
  const paths = [
    "/v1/entities?isLocation=any&includeArchived=true&pageSize=1000",
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
