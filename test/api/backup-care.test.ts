import { describe, expect, it } from "vitest";
import type { Session } from "../support/client";
import { expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { backupZip, restoreZip, unzip, zipOf } from "./backup-fixtures";

/**
 * The maintenance log and the templates in the full backup (docs/data-transfer.md, "Backup format"),
 * and backups made before those tables existed.
 */
describe("backup and restore of maintenance and templates", () => {
  const { svc, users } = useSignedInService({ names: ["Source", "Empty", "Older"] });
  const [source, empty, older] = users;

  /** Replaces every id in a response by the name the source group gives it, so that two groups compare. */
  async function namesById(s: Session) {
    const names = new Map<string, string>();
    const entities = (await s.req("GET", "/v1/entities?isLocation=any&pageSize=100&includeArchived=true")).body
      .items as Array<{
      id: string;
      name: string;
    }>;
    for (const e of entities) names.set(e.id, `entity:${e.name}`);
    for (const t of (await s.req("GET", "/v1/tags")).body as Array<{ id: string; name: string }>) {
      names.set(t.id, `tag:${t.name}`);
    }
    for (const t of (await s.req("GET", "/v1/entity-types")).body as Array<{ id: string; name: string }>) {
      names.set(t.id, `type:${t.name}`);
    }
    return { names, entities };
  }

  /** What the group's maintenance and template endpoints answer, with ids named. */
  async function careView(s: Session) {
    const { names, entities } = await namesById(s);
    const templates = (await s.req("GET", "/v1/templates")).body as Array<{ id: string }>;
    for (const [i, t] of templates.entries()) names.set(t.id, `template:${i}`);
    const rename = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value), (key, v: unknown) => {
        if (typeof v !== "string") return v;
        if (names.has(v)) return names.get(v);
        // Ids the groups cannot share (entries, custom fields) are left out, the rest must be named.
        return key === "id" && /^[0-9a-f-]{36}$/.test(v) ? "new id" : v;
      });
    const perEntity: Record<string, unknown> = {};
    for (const e of entities) perEntity[e.name] = rename((await s.req("GET", `/v1/entities/${e.id}/maintenance`)).body);
    return {
      log: rename((await s.req("GET", "/v1/maintenance/page?status=both")).body),
      perEntity,
      templates: rename(templates),
      each: await Promise.all(templates.map(async (t) => rename((await s.req("GET", `/v1/templates/${t.id}`)).body))),
    };
  }

  async function fill(s: Session) {
    const types = (await s.req("GET", "/v1/entity-types")).body as Array<{ id: string; isLocation: boolean }>;
    const place = types.find((t) => t.isLocation)!.id;
    const item = types.find((t) => !t.isLocation)!.id;
    const garage = (await s.req("POST", "/v1/entities", { name: "Garage", entityTypeId: place })).body.id;
    const shed = (await s.req("POST", "/v1/entities", { name: "Shed", entityTypeId: place })).body.id;
    const mower = (await s.req("POST", "/v1/entities", { name: "Mower", parentId: garage })).body.id;
    const tools = (await s.req("POST", "/v1/tags", { name: "Tools" })).body.id;
    const power = (await s.req("POST", "/v1/tags", { name: "Power", parentId: tools })).body.id;
    for (const entry of [
      { name: "Oil change", cost: 12.5, completedDate: "2025-04-01", description: "10W-30" },
      { name: "Blade sharpening", scheduledDate: "2026-05-01", repeatEvery: 3, repeatUnit: "months" },
    ]) {
      expect((await s.req("POST", `/v1/entities/${mower}/maintenance`, entry)).status).toBe(201);
    }
    const full = await s.req("POST", "/v1/templates", {
      name: "Power tool",
      description: "Cordless tools",
      notes: "template notes",
      defaultName: "Drill",
      defaultQuantity: 2,
      defaultEntityTypeId: item,
      defaultLocationId: garage,
      defaultTagIds: [tools, power],
      defaultManufacturer: "Bosch",
      defaultPurchasePrice: 99.5,
      defaultInsured: true,
      includeWarrantyFields: true,
      fields: [
        { name: "Volts", type: "number", numberValue: 18 },
        { name: "Cordless", type: "boolean", booleanValue: true },
        { name: "Notes", type: "text", textValue: "keep dry" },
      ],
    });
    expect(full.status, JSON.stringify(full.body)).toBe(201);
    const bare = await s.req("POST", "/v1/templates", { name: "Bare", defaultLocationId: shed });
    expect(bare.status).toBe(201);
    // A default location deleted since is not a foreign key: the backup writes the template without one.
    expect((await s.req("DELETE", `/v1/entities/${shed}`)).status).toBe(204);
    return { bare: bare.body.id as string };
  }

  it("restores the maintenance log and the templates under new ids, on either database", async () => {
    const { bare } = await fill(source);
    const zip = await backupZip(svc, source);
    const res = await restoreZip(empty, zip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.restored).toMatchObject({
      maintenance_entries: 2,
      templates: 2,
      template_tags: 2,
      template_fields: 3,
    });
    const original = await careView(source);
    expect((original.log as { total: number }).total).toBe(2);
    expect(original.each).toHaveLength(2);
    const restored = await careView(empty);
    expect(restored.each.find((t) => (t as { name: string }).name === "Bare")).toMatchObject({
      defaultLocationId: null,
    });
    // Apart from the location the source template lost, the restored group answers alike.
    const sourceBare = (await source.req("GET", `/v1/templates/${bare}`)).body as { defaultLocationId: string };
    expect(sourceBare.defaultLocationId).toMatch(/^[0-9a-f-]{36}$/);
    const withoutLostLocation = (t: unknown) =>
      (t as { name: string }).name === "Bare" ? { ...(t as object), defaultLocationId: null } : t;
    expect(restored).toEqual({ ...original, each: original.each.map(withoutLostLocation) });

    const sourceIds = new Set(
      ((await source.req("GET", "/v1/templates")).body as Array<{ id: string }>).map((t) => t.id),
    );
    for (const t of (await empty.req("GET", "/v1/templates")).body as Array<{ id: string }>) {
      expect(sourceIds.has(t.id)).toBe(false);
    }
  });

  it("a backup made before maintenance and templates existed still restores; replace removes them", async () => {
    await fill(older);
    const entries = await unzip(await backupZip(svc, older));
    const later = ["maintenance_entries", "templates", "template_tags", "template_fields"];
    const manifest = JSON.parse(entries.get("manifest.json")!.toString()) as { counts: Record<string, number> };
    for (const table of later) {
      entries.delete(`${table}.json`);
      delete manifest.counts[table];
    }
    entries.delete("manifest.json");
    entries.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    const olderZip = await zipOf(entries);

    const res = await restoreZip(older, olderZip, "true");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.restored).toMatchObject({ entities: 2, maintenance_entries: 0, templates: 0 });
    expect((await older.req("GET", "/v1/templates")).body).toEqual([]);
    expect((await older.req("GET", "/v1/maintenance?status=both")).body).toEqual([]);
    const names = (await older.req("GET", "/v1/entities?isLocation=any&includeArchived=true")).body.items.map(
      (e: { name: string }) => e.name,
    );
    expect(names.sort()).toEqual(["Garage", "Mower"]);

    // A later table's file without its count, or a count without its file, is damage, not an older backup.
    entries.set("templates.json", Buffer.from("[]"));
    expectError(await restoreZip(older, await zipOf(entries), "true"), 422, ["file"]);
  });

  it("a template or entry referring to a row the backup lacks is a 422, and nothing changes", async () => {
    const entries = await unzip(await backupZip(svc, source));
    const before = await careView(empty);
    const tags = JSON.parse(entries.get("template_tags.json")!.toString()) as Array<{ tag_id: string }>;
    tags[0]!.tag_id = "00000000-0000-4000-8000-000000000000";
    const damaged = new Map(entries).set("template_tags.json", Buffer.from(JSON.stringify(tags)));
    const res = await restoreZip(empty, await zipOf(damaged), "true");
    expect(expectError(res, 422, ["file"]).error).toMatch(/template_tags\.json refers to 00000000-/);

    const log = JSON.parse(entries.get("maintenance_entries.json")!.toString()) as Array<{ entity_id: string }>;
    log[0]!.entity_id = "00000000-0000-4000-8000-000000000000";
    const orphan = new Map(entries).set("maintenance_entries.json", Buffer.from(JSON.stringify(log)));
    expectError(await restoreZip(empty, await zipOf(orphan), "true"), 422, ["file"]);
    expect(await careView(empty)).toEqual(before);
  });
});
