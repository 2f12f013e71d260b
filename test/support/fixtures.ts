import { expect } from "vitest";
import { entityEndpoints, ErrorBody, EntityOut } from "../../contract";
import type { Res, Session } from "./client";

/** The group's default "Item" and "Location" entity type ids. */
export async function defaultTypes(s: Session): Promise<{ item: string; location: string }> {
  const res = await s.req<Array<{ id: string; name: string; isLocation: boolean }>>("GET", "/v1/entity-types");
  const item = res.body.find((t) => !t.isLocation)!.id;
  const location = res.body.find((t) => t.isLocation)!.id;
  return { item, location };
}

/** Creates an entity and returns its output, failing the test with the service's answer otherwise. */
export async function create(s: Session, body: Record<string, unknown>): Promise<EntityOut> {
  const res = await s.req("POST", "/v1/entities", body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return EntityOut.parse(res.body);
}

export async function get(s: Session, id: string): Promise<EntityOut> {
  const res = await s.call(entityEndpoints.get, { params: { id } });
  if (res.status !== 200) throw new Error(`get failed: ${res.status} ${JSON.stringify(res.body)}`);
  return EntityOut.parse(res.body);
}

/** A full update (PUT) of an entity as it is now with `changes` on top, failing the test unless it is 200. */
export async function putChanges(s: Session, id: string, changes: Record<string, unknown>) {
  const full = (await s.call(entityEndpoints.get, { params: { id } })).body as Record<string, unknown>;
  const res = await s.req("PUT", `/v1/entities/${id}`, { ...full, ...changes });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A location tree helper: creates a location, optionally inside another. */
export async function location(s: Session, name: string, parentId: string | null = null) {
  const { location: typeId } = await defaultTypes(s);
  return create(s, { name, entityTypeId: typeId, parentId });
}

/** Asserts the contract's error shape, and a 422's field paths. */
export function expectError(res: Res, status: number, fields?: string[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = ErrorBody.parse(res.body);
  expect(body.error.length).toBeGreaterThan(0);
  if (status === 422) {
    expect(body.fields).toBeDefined();
    for (const f of fields ?? []) expect(Object.keys(body.fields!)).toContain(f);
  } else {
    expect(body.fields).toBeUndefined();
  }
  return body;
}
