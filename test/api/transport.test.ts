import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { request } from "../support/client";
import { create, expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

describe("transport and errors (docs/spec/contract.md)", () => {
  const { svc, s } = useSignedInService();

  it("sends the security headers on every response", async () => {
    for (const res of [
      await request(svc, "GET", "/v1/status"),
      await s.req("GET", "/v1/nope"),
      await svc.app.request("/"),
    ]) {
      const h = res.headers;
      // Scripts only from this origin, never inline (styles may be: Radix sets style attributes).
      const scriptSrc = /script-src ([^;]*)/.exec(h.get("content-security-policy") ?? "")?.[1];
      expect(scriptSrc).toBe("'self'");
      expect(h.get("x-content-type-options")).toBe("nosniff");
      expect(h.get("referrer-policy")).toBe("no-referrer");
      expect(h.get("x-frame-options")).toBe("DENY");
      expect(h.get("permissions-policy")).toBe("camera=(self)");
    }
  });

  it("serves an OpenAPI 3.1 document generated from the schemas", async () => {
    const res = await request(svc, "GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const put = res.body.paths["/v1/entities/{id}"].put;
    expect(Object.keys(put.requestBody.content["application/json"].schema.properties)).toContain(
      "syncChildEntityLocations",
    );
    expect(res.body.paths["/v1/products/search-from-barcode"].get).toBeDefined();
  });

  it("reports package.json's version in the status and the OpenAPI document", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    expect((await request(svc, "GET", "/v1/status")).body.version).toBe(version);
    expect((await request(svc, "GET", "/openapi.json")).body.info.version).toBe(version);
  });

  it("accepts JSON with a charset; anything else is 415", async () => {
    const ok = await s.req("POST", "/v1/entities", JSON.stringify({ name: "A" }), {
      "content-type": "application/json; charset=utf-8",
    });
    expect(ok.status).toBe(201);
    expectError(
      await s.req("POST", "/v1/entities", "name=A", { "content-type": "application/x-www-form-urlencoded" }),
      415,
    );
    expectError(
      await s.req("POST", "/v1/entities", JSON.stringify({ name: "A" }), { "content-type": "text/plain" }),
      415,
    );
  });

  it("malformed JSON is 400; a body over 1 MiB is 413", async () => {
    expectError(await s.req("POST", "/v1/entities", '{"name": ', { "content-type": "application/json" }), 400);
    const huge = JSON.stringify({ name: "A", notes: "x".repeat(1024 * 1024) });
    expectError(await s.req("POST", "/v1/entities", huge), 413);
  });

  it("a path id that is not a UUID is 400; an unknown one 404", async () => {
    expectError(await s.req("GET", "/v1/entities/not-a-uuid"), 400);
    expectError(await s.req("GET", "/v1/entities/7d0c6a4e-0000-4000-8000-000000000000"), 404);
  });

  it("ignores unknown fields in create and PUT, but PATCH names them in a 422", async () => {
    const e = await create(s, { name: "Lamp", colour: "red" });
    expect(e).not.toHaveProperty("colour");
    const put = await s.req("PUT", `/v1/entities/${e.id}`, { ...e, colour: "blue" });
    expect(put.status).toBe(200);
    expectError(await s.req("PATCH", `/v1/entities/${e.id}`, { qty: 3 }), 422, ["qty"]);
  });

  it("limits pageSize to 1000", async () => {
    expect((await s.req("GET", "/v1/entities?pageSize=1000")).status).toBe(200);
    expectError(await s.req("GET", "/v1/entities?pageSize=1001"), 422, ["pageSize"]);
    expectError(await s.req("GET", "/v1/entities?page=0"), 422, ["page"]);
  });

  it("unknown API paths answer JSON 404; other paths fall back to the SPA", async () => {
    expectError(await s.req("GET", "/v1/does-not-exist"), 404);
    const spa = await svc.app.request("/entities/123");
    expect([200, 404]).toContain(spa.status);
    expect(spa.headers.get("content-type")).toMatch(/text\/(html|plain)/);
  });
});
