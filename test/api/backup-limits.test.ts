import { Readable } from "node:stream";
import yazl from "yazl";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_BACKUP_JSON_BYTES, MAX_BACKUP_ROWS } from "../../server/data-transfer/backup-check";
import { expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { backupZip, restoreZip, unzip, zipOf } from "./backup-fixtures";

const MIB = 1024 * 1024;

/** `[`, then `spaces` bytes of spaces, then `]`: an empty table that deflates to a small fraction of its size. */
function spacedEmptyTable(spaces: number): Readable {
  return Readable.from(
    (function* () {
      yield Buffer.from("[");
      for (let left = spaces; left > 0; left -= MIB) yield Buffer.alloc(Math.min(MIB, left), 0x20);
      yield Buffer.from("]");
    })(),
  );
}

/** The backup's entries, with one entry inflating from a stream. */
async function zipWithStream(entries: Map<string, Buffer>, name: string, stream: Readable): Promise<Buffer> {
  const out = new yazl.ZipFile();
  for (const [entry, bytes] of entries) if (entry !== name) out.addBuffer(bytes, entry);
  out.addReadStream(stream, name);
  out.end();
  const chunks: Buffer[] = [];
  for await (const c of out.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The restore's limits on what a backup inflates to (docs/api.md, "Limits"). */
describe("restore limits", () => {
  const { svc, users } = useSignedInService({ names: ["Owner"] });
  const [owner] = users;
  let entries: Map<string, Buffer>;

  beforeAll(async () => {
    expect((await owner.req("POST", "/v1/tags", { name: "Tools" })).status).toBe(201);
    entries = await unzip(await backupZip(svc, owner));
  });

  it("refuses a small zip whose tables inflate past the limit with a 413, without inflating them", async () => {
    const zip = await zipWithStream(entries, "entity_tags.json", spacedEmptyTable(MAX_BACKUP_JSON_BYTES + MIB));
    expect(zip.length).toBeLessThan(2 * MIB);
    const rssBefore = process.memoryUsage().rss;
    const res = await restoreZip(owner, zip, "true");
    const grown = process.memoryUsage().rss - rssBefore;
    expect(expectError(res, 413).error).toMatch(/inflate to \d+ MiB; a restore takes at most 256 MiB/);
    expect(grown, "bytes the service's memory grew").toBeLessThan(64 * MIB);
    expect((await owner.req("GET", "/v1/tags")).body).toHaveLength(1);
  });

  it("refuses a manifest counting more rows than a restore takes, before reading the tables", async () => {
    const manifest = JSON.parse(entries.get("manifest.json")!.toString()) as { counts: Record<string, number> };
    manifest.counts.entity_tags = MAX_BACKUP_ROWS;
    const changed = new Map(entries);
    changed.delete("manifest.json");
    changed.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    const body = expectError(await restoreZip(owner, await zipOf(changed), "true"), 422, ["file"]);
    expect(body.error).toMatch(/counts \d+ rows; a restore takes at most 1000000/);
  });
});
