import sharp from "sharp";
import { labelEndpoints } from "../../contract";
import { describe, expect, it } from "vitest";
import { request } from "../support/client";
import { decodeBarcode } from "../support/decode-barcode";
import { create, expectError, location } from "../support/fixtures";
import { startService } from "../support/service";
import { useSignedInService } from "../support/signed-in-service";

const { svc, users } = useSignedInService({ names: ["Ann", "Bob"] });
const [ann, bob] = users;

/** GET with Ann's token, keeping the body as bytes. */
async function image(path: string, token = ann.token) {
  const res = await svc.app.request(`/api${path}`, { headers: { authorization: token } });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("GET /v1/qrcode", () => {
  it("answers a PNG that decodes to the data, also with non-ASCII text", async () => {
    for (const data of ["hello", "Kellerregal 3 – Schraubenkiste ü€"]) {
      const res = await image(`/v1/qrcode?data=${encodeURIComponent(encodeURIComponent(data))}`);
      expect([res.status, res.type]).toEqual([200, "image/png"]);
      expect((await decodeBarcode(res.bytes)).text).toBe(data);
    }
  });

  it("decodes data a second time as Homebox does: %2B is +, + is a space", async () => {
    const res = await image(`/v1/qrcode?data=${encodeURIComponent("a%2Bb+c")}`);
    expect((await decodeBarcode(res.bytes)).text).toBe("a+b c");
  });

  it("draws the largest text that fits: 2331 bytes", async () => {
    const data = "x".repeat(2331);
    const res = await image(`/v1/qrcode?data=${data}`);
    expect(res.status).toBe(200);
    expect((await decodeBarcode(res.bytes)).text).toBe(data);
  });

  it.each([
    ["missing", ""],
    ["empty", "?data="],
    ["more than 4296 characters", `?data=${"1".repeat(4297)}`],
    ["more than fits a QR code", `?data=${"x".repeat(2332)}`],
    ["not percent-encoded the second time", "?data=100%2525%25"],
  ])("answers 422 on data when it is %s", async (_, query) => {
    expectError(await ann.req("GET", `/v1/qrcode${query}`), 422, ["data"]);
  });

  it("needs a session", async () => {
    expect((await request(svc, "GET", "/v1/qrcode?data=x")).status).toBe(401);
  });
});

/** Where Homebox's label (and ours) draws its QR code: the top-left 200 px square, text starts right of it. */
const QR_AREA = { left: 0, top: 0, width: 200, height: 200 };

describe("GET /v1/labelmaker/*", () => {
  it("draws each route's label, its QR code linking to the entity page", async () => {
    const garage = await location(ann, "Garage");
    const shelf = await location(ann, "Shelf 2", garage.id);
    const drill = await create(ann, { name: "Cordless drill", parentId: shelf.id, assetId: "000-042" });
    for (const path of [
      `/v1/labelmaker/item/${drill.id}`,
      `/v1/labelmaker/entity/${drill.id.toUpperCase()}`,
      `/v1/labelmaker/asset/000-042`,
      `/v1/labelmaker/asset/42?print=false`,
      `/v1/labelmaker/asset/000--042`,
    ]) {
      const res = await image(path);
      expect([path, res.status, res.type]).toEqual([path, 200, "image/png"]);
      expect((await decodeBarcode(res.bytes, QR_AREA)).text).toBe(`http://localhost/entities/${drill.id}`);
      const meta = await sharp(res.bytes).metadata();
      expect(meta.width).toBe(526);
      expect(meta.height).toBeGreaterThanOrEqual(200);
    }
    const shelfLabel = await image(`/v1/labelmaker/location/${shelf.id}`);
    expect((await decodeBarcode(shelfLabel.bytes, QR_AREA)).text).toBe(`http://localhost/entities/${shelf.id}`);
  });

  it("keeps a very long name to a bounded label", async () => {
    const long = await create(ann, { name: "word ".repeat(51).trim() });
    const res = await image(`/v1/labelmaker/item/${long.id}`);
    expect(res.status).toBe(200);
    expect((await sharp(res.bytes).metadata()).height).toBeLessThanOrEqual(500);
    expect((await decodeBarcode(res.bytes, QR_AREA)).text).toBe(`http://localhost/entities/${long.id}`);
  });

  it("draws names with markup and control characters as text", async () => {
    const odd = await create(ann, { name: `<svg onload="x">&amp; \u0007 "quoted"` });
    const res = await image(`/v1/labelmaker/item/${odd.id}`);
    expect(res.status).toBe(200);
    expect((await decodeBarcode(res.bytes, QR_AREA)).text).toBe(`http://localhost/entities/${odd.id}`);
  });

  it("answers 404 for another group's entity and for unknown ids, 400 for malformed ones", async () => {
    const bobs = await create(bob, { name: "Bob's saw", assetId: "000-777" });
    expectError(await ann.call(labelEndpoints.item, { params: { id: bobs.id } }), 404);
    expectError(await ann.call(labelEndpoints.location, { params: { id: bobs.id } }), 404);
    expectError(await ann.req("GET", `/v1/labelmaker/asset/000-777`), 404);
    expectError(await ann.req("GET", `/v1/labelmaker/item/00000000-0000-4000-8000-000000000000`), 404);
    expectError(await ann.req("GET", `/v1/labelmaker/item/not-a-uuid`), 400);
    expectError(await ann.req("GET", `/v1/labelmaker/asset/abc`), 400);
    expectError(await ann.req("GET", `/v1/labelmaker/asset/0`), 400);
    expect((await bob.req("GET", `/v1/labelmaker/asset/000-777`)).status).toBe(200);
  });

  it("refuses print=true (no server printing) and a print value that is no boolean", async () => {
    const e = await create(ann, { name: "Box" });
    expectError(await ann.call(labelEndpoints.item, { params: { id: e.id }, query: { print: "true" } }), 422, [
      "print",
    ]);
    expectError(await ann.req("GET", `/v1/labelmaker/item/${e.id}?print=maybe`), 422, ["print"]);
  });
});

describe('work bounded per request (docs/api.md, "Labels")', () => {
  it("draws the label of a 60,000-character name (as a restore may bring) at once", async () => {
    const e = await create(ann, { name: "Box" });
    const name = `${"x".repeat(30_000)} ${"y".repeat(29_999)}`;
    await svc.db.kysely.updateTable("entities").set({ name }).where("id", "=", e.id).execute();
    const started = performance.now();
    const res = await image(`/v1/labelmaker/entity/${e.id}`);
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect((await sharp(res.bytes).metadata()).height).toBeLessThanOrEqual(500);
    expect(ms).toBeLessThan(1000);
  });

  it("draws at most two images of one user at once; more at the same time answer 429 at once", async () => {
    const biggest = `/v1/qrcode?data=${"x".repeat(2331)}`;
    const bobs = image(biggest, bob.token);
    const answers = await Promise.all(Array.from({ length: 16 }, () => ann.req("GET", biggest)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(answers.find((a) => a.status === 429)?.headers.get("retry-after")).toBe("1");
    // Another user's images, drawn at the same time, are not counted against this one's.
    expect((await bobs).status).toBe(200);
  });
});

describe("the base URL of printed links", () => {
  it("is the request's address by default", async () => {
    const res = await ann.call(labelEndpoints.settings);
    expect(res.body).toEqual({ baseUrl: "http://localhost", configured: false });
  });

  it("is PUBLIC_URL when set, in label settings and in the label maker's codes", async () => {
    const own = await startService({ env: { PUBLIC_URL: "https://inventory.example/home/" } });
    try {
      const { signUp } = await import("../support/client");
      const s = await signUp(own);
      expect((await s.call(labelEndpoints.settings)).body).toEqual({
        baseUrl: "https://inventory.example/home",
        configured: true,
      });
      const e = await create(s, { name: "Lamp" });
      const res = await own.app.request(`/api/v1/labelmaker/item/${e.id}`, { headers: { authorization: s.token } });
      const text = (await decodeBarcode(Buffer.from(await res.arrayBuffer()), QR_AREA)).text;
      expect(text).toBe(`https://inventory.example/home/entities/${e.id}`);
    } finally {
      await own.close();
    }
  });

  it("refuses a PUBLIC_URL that is no http(s) URL at start", async () => {
    const { loadConfig } = await import("../../server/config");
    expect(() => loadConfig({ PUBLIC_URL: "inventory.example" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://inventory.example" })).toThrow(/PUBLIC_URL/);
  });
});

describe("OpenAPI", () => {
  it("describes the image routes, the asset route's id as an asset id", async () => {
    const doc = (await request(svc, "GET", "/openapi.json")).body;
    expect(Object.keys(doc.paths["/v1/qrcode"].get.responses["200"].content)).toEqual(["image/png"]);
    const asset = doc.paths["/v1/labelmaker/asset/{assetId}"].get;
    expect(asset.parameters.find((p: { name: string }) => p.name === "assetId").schema.pattern).toBe("^[0-9-]+$");
    for (const kind of ["item", "entity", "location"]) expect(doc.paths[`/v1/labelmaker/${kind}/{id}`]).toBeDefined();
  });
});
