import { beforeAll, describe, expect, it } from "vitest";
import type { Session } from "../support/client";
import { expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { backupZip, restoreZip, unzip, zipOf } from "./backup-fixtures";

type Row = Record<string, unknown>;

/**
 * Restored rows obey the API's rules (docs/data-transfer.md, "Restore"): a backup carrying what the API
 * refuses is a 422 listing the first problems, and nothing is written.
 */
describe("restore checks every row with the API's rules", () => {
  const { svc, users } = useSignedInService({ names: ["Source", "Target"] });
  const [source, target] = users;
  let entries: Map<string, Buffer>;

  beforeAll(async () => {
    const types = (await source.req("GET", "/v1/entity-types")).body as Array<{ id: string; isLocation: boolean }>;
    const place = types.find((t) => t.isLocation)!.id;
    const garage = (await source.req("POST", "/v1/entities", { name: "Garage", entityTypeId: place })).body.id;
    const box = (await source.req("POST", "/v1/entities", { name: "Box", parentId: garage })).body.id;
    const tools = (await source.req("POST", "/v1/tags", { name: "Tools" })).body.id;
    await source.req("POST", "/v1/tags", { name: "Power", parentId: tools });
    const drill = await source.req("POST", "/v1/entities", {
      name: "Drill",
      parentId: box,
      quantity: 2,
      purchasePrice: 99.5,
      purchaseDate: "2024-03-01",
      tagIds: [tools],
      fields: [{ name: "Volts", type: "number", numberValue: 18 }],
    });
    expect(drill.status, JSON.stringify(drill.body)).toBe(201);
    entries = await unzip(await backupZip(svc, source));
  });

  const table = (name: string) => JSON.parse(entries.get(`${name}.json`)!.toString()) as Row[];
  const byName = (rows: Row[], name: string) => rows.find((r) => r.name === name)!;
  /** The backup with some tables replaced (the manifest's counts follow). */
  async function withTables(changed: Record<string, Row[]>) {
    const out = new Map(entries);
    const manifest = JSON.parse(entries.get("manifest.json")!.toString()) as { counts: Record<string, number> };
    for (const [name, rows] of Object.entries(changed)) {
      out.set(`${name}.json`, Buffer.from(JSON.stringify(rows)));
      manifest.counts[name] = rows.length;
    }
    out.delete("manifest.json");
    out.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    return zipOf(out);
  }
  async function expectRefused(s: Session, zip: Buffer, fields: string[]) {
    const body = expectError(await restoreZip(s, zip, "true"), 422, fields);
    expect((await s.req("GET", "/v1/entities?isLocation=any&includeArchived=true")).body.total).toBe(0);
    return body;
  }

  it("refuses names, quantities, prices and text the API refuses, listing each", async () => {
    const entities = table("entities");
    const drill = byName(entities, "Drill");
    Object.assign(drill, { name: "x".repeat(60_000), quantity: -1, purchase_price: 1e308, notes: "a\u0000b" });
    Object.assign(byName(entities, "Box"), { purchase_date: "someday", asset_id: 2 ** 40, version: 2 ** 40 });
    const i = entities.indexOf(drill);
    const b = entities.findIndex((e) => e.name === "Box");
    const body = await expectRefused(target, await withTables({ entities }), [
      `entities[${i}].name`,
      `entities[${i}].quantity`,
      `entities[${i}].purchasePrice`,
      `entities[${i}].notes`,
      `entities[${b}].purchaseDate`,
      `entities[${b}].assetId`,
      `entities[${b}].version`,
    ]);
    expect(body.error).toMatch(/break the rules/);
  });

  it("refuses self and cyclic parents of entities and tags, and duplicate tag links", async () => {
    const entities = table("entities");
    const box = byName(entities, "Box");
    box.parent_id = box.id;
    await expectRefused(target, await withTables({ entities }), [`entities[${entities.indexOf(box)}].parentId`]);

    const cyclic = table("entities");
    const [garage, drill] = [byName(cyclic, "Garage"), byName(cyclic, "Drill")];
    garage.parent_id = drill.id;
    await expectRefused(target, await withTables({ entities: cyclic }), [
      `entities[${cyclic.indexOf(garage)}].parentId`,
    ]);

    const tags = table("tags");
    const tools = byName(tags, "Tools");
    tools.parent_id = byName(tags, "Power").id;
    await expectRefused(target, await withTables({ tags }), [`tags[${tags.indexOf(tools)}].parentId`]);

    const links = table("entity_tags");
    await expectRefused(target, await withTables({ entity_tags: [...links, links[0]!] }), ["entity_tags[1]"]);
  });

  it("refuses a resolved location that the parent does not give", async () => {
    const entities = table("entities");
    const drill = byName(entities, "Drill");
    drill.resolved_location_id = null;
    await expectRefused(target, await withTables({ entities }), [
      `entities[${entities.indexOf(drill)}].resolved_location_id`,
    ]);
  });

  it("after a restore each entity sent back as a PUT is stored unchanged, and the statistics hold numbers", async () => {
    const res = await restoreZip(target, await withTables({}), "true");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = (await target.req("GET", "/v1/entities?isLocation=any&includeArchived=true")).body.items as Array<{
      id: string;
    }>;
    expect(list).toHaveLength(3);
    for (const { id } of list) {
      const before = (await target.req("GET", `/v1/entities/${id}`)).body as Row;
      const put = await target.req("PUT", `/v1/entities/${id}`, before);
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const after = (await target.req("GET", `/v1/entities/${id}`)).body as Row;
      const stable = (e: Row) => ({ ...e, updatedAt: undefined, version: undefined });
      expect(stable(after)).toEqual(stable(before));
    }
    const stats = (await target.req("GET", "/v1/groups/statistics")).body as Row;
    for (const [key, value] of Object.entries(stats)) expect(value, key).not.toBeNull();
  });
});
