/** What B tries with A's ids in a path: every answer must be the 404 an unknown id gets. */
import { expect, it } from "vitest";
import { ErrorBody } from "../../../contract";
import { request } from "../../support/client";
import { a, B, b, none, svc, upload } from "./two-groups";

export interface Attempt {
  what: string;
  method: string;
  /** The path with A's id, and the same path with an id that exists nowhere. */
  path: (foreign: boolean) => string;
  body?: () => unknown;
  /** Sent without B's session, with B's attachment token in the query instead. */
  attachmentToken?: boolean;
}

const entity = (f: boolean) => (f ? a.item : none());
const att = (entityOf: () => string, attId: () => string) => (f: boolean) =>
  `/v1/entities/${entityOf()}/attachments/${f ? attId() : none()}`;

/** What B may try on A's entities by id. */
export const entityPathAttempts = (): Attempt[] => [
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
];

/** What B may try on A's attachments and thumbnails, with its session or its attachment token. */
export const attachmentPathAttempts = (): Attempt[] => [
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
];

/** What B may try on A's tags and entity types by id. */
export const tagAndTypePathAttempts = (): Attempt[] => [
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

async function attempt(t: Attempt, foreign: boolean) {
  const path = t.path(foreign);
  if (t.attachmentToken) return request(svc, t.method, `${path}?access_token=${encodeURIComponent(B.attachmentToken)}`);
  return B.req(t.method, path, t.body?.());
}

/** One test per attempt: A's id in the path gets a 404, the very answer an unknown id gets. */
export function itAnswersLikeUnknownIds(attempts: Attempt[]) {
  it.each(attempts.map((t) => [t.what, t] as const))(
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
}
