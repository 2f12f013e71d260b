/** What B tries with A's ids in a body: every answer must be the 422 an unknown id gets, naming the field. */
import { expect, it } from "vitest";
import { ErrorBody } from "../../../contract";
import { a, B, b, none } from "./two-groups";

/** A body reference from B's own records to A's ids, and the JSON path the 422 must name. */
export interface BodyAttempt {
  what: string;
  method: string;
  path: () => string;
  body: (id: () => string) => unknown;
  field: string;
  foreign: () => string;
}

/** B's creates, PUTs and PATCHes of entities that reference A's entities, types, tags and fields. */
export const entityBodyAttempts = (): BodyAttempt[] => [
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
];

/** B's tags placed under A's tags. */
export const tagBodyAttempts = (): BodyAttempt[] => [
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

/** One test per attempt: A's id in the body gets a 422 naming the field, the very answer an unknown id gets. */
export function itRefusesLikeUnknownIds(attempts: BodyAttempt[]) {
  it.each(attempts.map((t) => [t.what, t] as const))(
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
}
