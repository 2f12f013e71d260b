import { describe, expect, it } from "vitest";
import { backupEndpoints as backups, EntityOut } from "../../contract";
import type { Session } from "../support/client";
import { expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { download, imageBytes, uploadForm, uploadOk } from "./attachment-fixtures";
import { backupZip, restoreZip, zipOf } from "./backup-fixtures";

/**
 * Full backup and restore (docs/data-transfer.md). In the file name's "attachments" group so that the
 * S3 pass of scripts/test.sh runs it with the files in a bucket too.
 */
describe("full backup and restore", () => {
  const { svc, users } = useSignedInService({ names: ["Source", "Empty", "Busy"] });
  const [source, empty, busy] = users;

  const backup = (s: Session) => backupZip(svc, s);
  const restore = restoreZip;

  /** Everything a user sees of the group, by name instead of id, with each attachment's bytes. */
  async function groupView(s: Session) {
    const list = (await s.req("GET", "/v1/entities?pageSize=100&includeArchived=true")).body.items as Array<{
      id: string;
    }>;
    const names = new Map<string, string>();
    const entities = await Promise.all(
      list.map(async ({ id }) => EntityOut.parse((await s.req("GET", `/v1/entities/${id}`)).body)),
    );
    for (const e of entities) names.set(e.id, e.name);
    const tags = (await s.req("GET", "/v1/tags")).body as Array<{ id: string; name: string; parentId: string | null }>;
    const tagName = new Map(tags.map((t) => [t.id, t.name]));
    const viewed = [];
    for (const e of entities) {
      const files = [];
      for (const a of e.attachments) {
        files.push({
          title: a.title,
          type: a.type,
          primary: a.primary,
          bytes: (await download(svc, s, e.id, a.id)).bytes.toString("base64"),
        });
      }
      viewed.push({
        ...e,
        id: undefined,
        entityTypeId: undefined,
        entityType: { ...e.entityType, id: undefined },
        parentId: e.parentId && names.get(e.parentId),
        parent: undefined,
        locationId: e.locationId && names.get(e.locationId),
        location: e.location?.name,
        tagIds: undefined,
        tags: e.tags.map((t) => t.name).sort(),
        fields: e.fields.map((f) => ({ ...f, id: undefined })),
        attachments: files,
        children: e.children.map((c) => c.name).sort(),
        allChildren: e.allChildren.map((c) => c.name).sort(),
      });
    }
    return {
      entities: viewed.sort((a, b) => a.name.localeCompare(b.name)),
      tags: tags
        .map((t) => ({ name: t.name, parent: t.parentId && tagName.get(t.parentId) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      types: ((await s.req("GET", "/v1/entity-types")).body as Array<{ name: string; isLocation: boolean }>)
        .map((t) => `${t.name}:${t.isLocation}`)
        .sort(),
    };
  }

  it("a backup restored into an empty group equals the original, files included (ids are new)", async () => {
    const types = (await source.req("GET", "/v1/entity-types")).body as Array<{ id: string; isLocation: boolean }>;
    const locationType = types.find((t) => t.isLocation)!.id;
    const garage = (await source.req("POST", "/v1/entities", { name: "Garage", entityTypeId: locationType })).body.id;
    const tools = (await source.req("POST", "/v1/tags", { name: "Tools" })).body.id;
    await source.req("POST", "/v1/tags", { name: "Power", parentId: tools });
    const box = (await source.req("POST", "/v1/entities", { name: "Box", parentId: garage })).body.id;
    const drill = (
      await source.req("POST", "/v1/entities", {
        name: "Drill",
        parentId: box,
        tagIds: [tools],
        purchasePrice: 99.5,
        warrantyExpires: "2030-01-01",
        fields: [
          { name: "Volts", type: "number", numberValue: 18 },
          { name: "Bought", type: "time", textValue: "2024-05-01" },
        ],
      })
    ).body.id;
    await uploadOk(source, drill, uploadForm(await imageBytes("jpeg"), "drill.jpg", { type: "photo" }));
    await uploadOk(source, drill, uploadForm("%PDF-1.7\n%%EOF\n", "manual.pdf", { type: "manual" }));
    await source.req("PUT", "/v1/entities/" + garage, { name: "Garage", entityTypeId: locationType, notes: "cold" });

    const zip = await backup(source);
    const res = await restore(empty, zip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.restored).toMatchObject({ entities: 3, attachments: 3 }); // a photo, its thumbnail, a manual
    const [original, restored] = [await groupView(source), await groupView(empty)];
    expect(restored).toEqual(original);
    const ids = (await empty.req("GET", "/v1/entities?includeArchived=true")).body.items.map(
      (e: { id: string }) => e.id,
    );
    expect(ids).not.toContain(drill);

    // A group that holds something refuses, unless told to replace its inventory.
    await busy.req("POST", "/v1/entities", { name: "Already here" });
    expectError(await restore(busy, zip), 409);
    expect((await busy.req("GET", "/v1/entities")).body.items.map((e: { name: string }) => e.name)).toEqual([
      "Already here",
    ]);
    expect((await restore(busy, zip, "true")).status).toBe(200);
    expect(await groupView(busy)).toEqual(original);
  });

  it("a damaged or foreign zip is a 422 naming the problem, and writes nothing", async () => {
    const zip = await backup(source);
    const before = (await empty.req("GET", "/v1/entities?includeArchived=true")).body.items.length;
    const truncated = await restore(empty, zip.subarray(0, Math.floor(zip.length / 2)), "true");
    expectError(truncated, 422, ["file"]);

    const res = await restore(empty, await zipOf(new Map([["readme.txt", Buffer.from("hello")]])), "true");
    expect(expectError(res, 422, ["file"]).error).toMatch(/manifest\.json is missing/);

    expectError(await restore(empty, Buffer.from("not a zip at all"), "true"), 422, ["file"]);
    expect((await empty.req("GET", "/v1/entities?includeArchived=true")).body.items.length).toBe(before);
  });

  it("jobs: another group's is a 404, delete removes one, bad restore requests are 422", async () => {
    await backup(source);
    const started = (await source.call(backups.list)).body.items[0]!;
    const job = { params: { id: started.id } };
    expectError(await empty.call(backups.get, job), 404);
    expectError(await empty.call(backups.download, job), 404);
    expect((await source.call(backups.remove, job)).status).toBe(204);
    expectError(await source.call(backups.get, job), 404);
    const maybe = { replace: "maybe" as "true" };
    expectError(await source.call(backups.restore, { body: new FormData(), query: maybe }), 422, ["replace"]);
    expectError(await source.call(backups.restore, { body: new FormData() }), 422, ["file"]);
  });
});
