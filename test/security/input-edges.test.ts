import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, signUp, type Session } from "../support/client";
import { create, expectError, location } from "../support/fixtures";
import { startService, TEST_DB, type TestService } from "../support/service";
import { imageBytes, newEntity, uploadForm, uploadOk } from "../api/attachment-fixtures";

/**
 * Input at the edges of what the contract accepts (docs/api.md): dates, ids, query strings, keys that
 * are special to JavaScript, lone UTF-16 surrogates, and which token a download URL may carry. Every
 * refusal is in the contract's error shape and changes nothing.
 */
const NIL = "00000000-0000-0000-0000-000000000000";
describe(`input at the edges (${TEST_DB})`, () => {
  let svc: TestService;
  let s: Session;
  beforeAll(async () => {
    svc = await startService();
    s = await signUp(svc);
  });
  afterAll(() => svc?.close());

  it("a download takes the attachment token as ?access_token=, never the session token", async () => {
    const entityId = await newEntity(s, "with a photo");
    const { attachment } = await uploadOk(s, entityId, uploadForm(await imageBytes("png", 4, 4), "dot.png"));
    const path = `/v1/entities/${entityId}/attachments/${attachment.id}`;
    const download = (token: string) => request(svc, "GET", `${path}?access_token=${encodeURIComponent(token)}`);
    expect((await download(s.attachmentToken)).status).toBe(200);
    expectError(await download(s.token), 401);
    expectError(await download(s.token.replace(/^Bearer /, "")), 401);
    // In the Authorization header the session token still opens it.
    expect((await s.req("GET", path)).status).toBe(200);
  });

  it('PATCH {"__proto__": 1} is a 422 naming the key', async () => {
    const e = await create(s, { name: "proto" });
    const res = await s.req("PATCH", `/v1/entities/${e.id}`, '{"__proto__": 1}');
    // Checked on the raw JSON: the contract's ErrorBody (a zod record) would drop that key when parsing.
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields)).toEqual(["__proto__"]);
    expect(res.body.fields.__proto__).toMatch(/not a field/);
  });

  it("dates: years 0001–9999, offsets within ±14:00, real calendar dates", async () => {
    const e = await create(s, { name: "dated" });
    for (const bad of ["0000-01-01", "0000-12-31T10:00:00Z", "2024-01-01T10:00:00+99:99", "2024-01-01T10:00-14:01"]) {
      expectError(await s.req("PUT", `/v1/entities/${e.id}`, { name: "dated", purchaseDate: bad }), 422, [
        "purchaseDate",
      ]);
    }
    for (const good of ["0001-01-01", "9999-12-31", "2024-01-01T10:00:00+14:00", "2024-01-01T10:00:00-12:00"]) {
      const res = await s.req("PUT", `/v1/entities/${e.id}`, { name: "dated", purchaseDate: good });
      expect(res.status, good).toBe(200);
      expect(res.body.purchaseDate).toBe(good.slice(0, 10));
    }
  });

  it("a time custom field holds a real date: 9999-99-99, year 0000 and a wild offset are refused", async () => {
    const field = (textValue: string) => ({ name: "dated", fields: [{ name: "When", type: "time", textValue }] });
    for (const bad of ["9999-99-99", "2023-02-29", "0000-01-01", "2024-01-01T10:00+99:99", "2024-01-01T24:00"]) {
      expectError(await s.req("POST", "/v1/entities", field(bad)), 422, ["fields[0].textValue"]);
    }
    for (const good of ["9999-12-31", "2024-02-29T23:59:59.5+14:00", "2024-01-01 10:00"]) {
      expect((await s.req("POST", "/v1/entities", field(good))).status, good).toBe(201);
    }
  });

  it("PATCH parentId = the nil UUID means no parent, as null does", async () => {
    const box = await create(s, { name: "box" });
    const child = await create(s, { name: "in the box", parentId: box.id });
    const res = await s.req("PATCH", `/v1/entities/${child.id}`, { parentId: NIL });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.parentId).toBeNull();
  });

  it("malformed percent-encoding in the query is a 400", async () => {
    expectError(await s.req("GET", "/v1/entities?q=%ZZ"), 400);
    expectError(await s.req("GET", "/v1/entities?q=%E0%A4%A"), 400);
    expectError(await s.req("GET", "/v1/entities?q=ok&%ZZ=1"), 400);
    expect((await s.req("GET", "/v1/entities?q=100%25")).status).toBe(200);
  });

  it("ids are case-insensitive wherever they are accepted", async () => {
    const shed = await location(s, "Shed");
    const rake = await create(s, { name: "Rake", parentId: shed.id.toUpperCase() });
    expect(rake.parentId).toBe(shed.id);
    const listed = await s.req("GET", `/v1/entities?locationIds=${shed.id.toUpperCase()}`);
    expect(listed.body.items.map((i: { name: string }) => i.name)).toEqual(["Rake"]);
    const parents = await s.req("GET", `/v1/entities?parentIds=${shed.id.toUpperCase()}`);
    expect(parents.body.items.map((i: { name: string }) => i.name)).toEqual(["Rake"]);
    const bag = await create(s, { name: "Bag" });
    const hammer = await create(s, { name: "Hammer", parentId: bag.id.toUpperCase() });
    const stored = await s.req("PATCH", `/v1/entities/${hammer.id}`, { locationId: shed.id.toUpperCase() });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.locationId).toBe(shed.id);
  });

  it("a lone UTF-16 surrogate in text is a 422 naming the field, on both databases alike", async () => {
    const res = await s.req("POST", "/v1/entities", '{"name": "half \\ud83d a face", "notes": "\\udc00"}');
    expectError(res, 422, ["name", "notes"]);
    const pair = await s.req("POST", "/v1/entities", '{"name": "whole \\ud83d\\ude00 face"}');
    expect(pair.status).toBe(201);
    expect((await s.req("GET", `/v1/entities/${pair.body.id}`)).body.name).toBe("whole 😀 face");
  });
});
