import { randomUUID } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { backupZip, restoreZip, unzip, zipOf } from "./backup-fixtures";

type Row = Record<string, unknown>;
const MIB = 1024 * 1024;
const ENTITIES = 2500;
const TAGS = 100;

/**
 * A restore reads each table as a stream of rows (docs/data-transfer.md, "Restore"): a large table is never
 * one string or one parse in memory, and other requests are answered while it is read.
 */
describe("restore of a large table", () => {
  const { svc, users } = useSignedInService({ names: ["Owner"] });
  const [owner] = users;
  let zip: Buffer;
  let tableBytes: number;
  let entries: Map<string, Buffer>;

  beforeAll(async () => {
    const types = (await owner.req("GET", "/v1/entity-types")).body as Array<{ id: string; isLocation: boolean }>;
    const place = types.find((t) => t.isLocation)!.id;
    expect((await owner.req("POST", "/v1/entities", { name: "Shelf", entityTypeId: place })).status).toBe(201);
    expect((await owner.req("POST", "/v1/tags", { name: "Tag" })).status).toBe(201);
    entries = await unzip(await backupZip(svc, owner));
    const one = (name: string) => (JSON.parse(entries.get(`${name}.json`)!.toString()) as Row[])[0]!;
    const [shelf, tag] = [one("entities"), one("tags")];
    const entities = Array.from({ length: ENTITIES }, (_, i) => ({
      ...shelf,
      id: randomUUID(),
      name: `Shelf ${i}`,
      asset_id: i + 1,
    }));
    const tags = Array.from({ length: TAGS }, (_, i) => ({ ...tag, id: randomUUID(), name: `Tag ${i}` }));
    const links = entities.flatMap((e) => tags.map((t) => ({ entity_id: e.id, tag_id: t.id })));
    const manifest = JSON.parse(entries.get("manifest.json")!.toString()) as { counts: Record<string, number> };
    const out = new Map(entries);
    for (const [name, rows] of Object.entries({ entities, tags, entity_tags: links })) {
      out.set(`${name}.json`, Buffer.from(JSON.stringify(rows)));
      manifest.counts[name] = rows.length;
    }
    // One row more than the table holds: the restore reads the whole table, then refuses before its later checks
    // and writes, so what is measured is the reading.
    manifest.counts.entity_tags! += 1;
    tableBytes = out.get("entity_tags.json")!.length;
    out.delete("manifest.json");
    out.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    zip = await zipOf(out);
  });

  it("keeps answering /status while it reads the table", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let longestWait = 0;
    let done = false;
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    // A client asks every 20 ms; its wait counts from when it asked, so a blocked event loop counts too.
    const probe = async () => {
      while (!done) {
        const asked = performance.now() + 20;
        await sleep(20);
        expect((await svc.app.request("/api/v1/status")).status).toBe(200);
        longestWait = Math.max(longestWait, performance.now() - asked);
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }
    };
    delay.enable();
    const probing = probe();
    const res = await restoreZip(owner, zip, "true");
    done = true;
    await probing;
    delay.disable();
    const rows = ENTITIES * TAGS;
    expect(expectError(res, 422, ["file"]).error).toContain(`holds ${rows} rows, the manifest says ${rows + 1}`);
    const figures = {
      tableMiB: tableBytes / MIB,
      rssGrowthMiB: (rssPeak - rssBefore) / MIB,
      longestStatusMs: longestWait,
      maxLoopDelayMs: delay.max / 1e6,
    };
    expect(figures.longestStatusMs, JSON.stringify(figures)).toBeLessThan(200);
  }, 120_000);

  it.each([
    ["cut short", '[{"name":'],
    ["not an array", "{}"],
    ["followed by more text", "[] []"],
  ])("refuses a table that is %s, nothing written", async (_, text) => {
    const changed = new Map(entries);
    changed.set("tags.json", Buffer.from(text));
    const body = expectError(await restoreZip(owner, await zipOf(changed), "true"), 422, ["file"]);
    expect(body.error).toContain("tags.json is not a JSON array of rows");
    expect((await owner.req("GET", "/v1/tags")).body).toHaveLength(1);
  });
});
