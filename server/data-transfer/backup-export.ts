import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import { ZipFile } from "yazl";
import { incomingDir, type BlobStore } from "../attachments/blob-store";
import type { Database } from "../db/schema";
import { BACKUP_FORMAT, BACKUP_VERSION, fileEntry, TABLE_NAMES, type BackupTable } from "./backup-format";

type Q = Kysely<Database>;
const PAGE = 1000;

/** One page of a table's rows of the group, after the row with id `after` (keyset paging). */
function page(db: Q, table: BackupTable, groupId: string, after: string): Promise<Array<Record<string, unknown>>> {
  switch (table) {
    case "entity_types":
    case "tags":
    case "entities":
    case "attachments":
    case "maintenance_entries":
      return db
        .selectFrom(table)
        .selectAll()
        .where("group_id", "=", groupId)
        .where("id", ">", after)
        .orderBy("id")
        .limit(PAGE)
        .execute() as Promise<Array<Record<string, unknown>>>;
    case "entity_fields":
      return ownedPage(db, "entity_fields", "entity_id", "entities", { groupId, after });
    case "templates":
      return templatePage(db, groupId, after);
    case "template_fields":
      return ownedPage(db, "template_fields", "template_id", "templates", { groupId, after });
    case "template_tags":
      return ownedPage(db, "template_tags", "template_id", "templates", { groupId, after, tagLinks: true });
    case "entity_tags":
      return ownedPage(db, "entity_tags", "entity_id", "entities", { groupId, after, tagLinks: true });
  }
}

/**
 * A page of a table whose rows belong to the group through their owner (`fk`). Tag links are keyed by
 * both ids joined, so that paging stays a single comparison, and carry just those ids.
 */
async function ownedPage(
  db: Q,
  table: BackupTable,
  fk: "entity_id" | "template_id",
  owner: "entities" | "templates",
  o: { groupId: string; after: string; tagLinks?: boolean },
): Promise<Array<Record<string, unknown>>> {
  const key = o.tagLinks ? sql`c.${sql.ref(fk)} || '/' || c.tag_id` : sql`c.id`;
  const columns = o.tagLinks ? sql`c.${sql.ref(fk)}, c.tag_id` : sql`c.*`;
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${columns}, ${key} AS "key" FROM ${sql.table(table)} c JOIN ${sql.table(owner)} o ON o.id = c.${sql.ref(fk)}
    WHERE o.group_id = ${o.groupId} AND ${key} > ${o.after} ORDER BY "key" LIMIT ${PAGE}`.execute(db);
  return rows;
}

/** A page of templates; a default location deleted since is written as none, as a restore cannot map it. */
async function templatePage(db: Q, groupId: string, after: string): Promise<Array<Record<string, unknown>>> {
  const rows = await db
    .selectFrom("templates as t")
    .leftJoin("entities as l", (j) => j.onRef("l.id", "=", "t.default_location_id").on("l.group_id", "=", groupId))
    .selectAll("t")
    .select("l.id as kept_location_id")
    .where("t.group_id", "=", groupId)
    .where("t.id", ">", after)
    .orderBy("t.id")
    .limit(PAGE)
    .execute();
  return rows.map(({ kept_location_id, ...t }) => ({ ...t, default_location_id: kept_location_id }));
}

/** A table as a JSON array, a page at a time; `onRows` counts rows for the progress. */
async function* tableJson(db: Q, table: BackupTable, groupId: string, onRows: (n: number) => void) {
  yield Buffer.from("[");
  let after = "";
  let first = true;
  for (;;) {
    const rows = await page(db, table, groupId, after);
    if (rows.length === 0) break;
    const last = rows[rows.length - 1];
    after = String(last?.key ?? last?.id);
    const parts = rows.map((r) => {
      const { group_id: _group, key: _key, ...row } = r;
      return JSON.stringify(row);
    });
    yield Buffer.from((first ? "\n" : ",\n") + parts.join(",\n"));
    first = false;
    onRows(rows.length);
    await nextTurn();
  }
  yield Buffer.from("\n]\n");
}

/** An attachment's bytes, fetched only when the zip gets to them (one blob open at a time). */
async function* blobBytes(blobs: BlobStore, key: string) {
  const blob = await blobs.get(key);
  for await (const chunk of blob.body) yield chunk as Buffer;
}

/** Writes the group's full backup to a temporary zip, stores it and returns its key and size. */
export async function writeBackup(
  deps: { db: Q; blobs: BlobStore; dataDir: string },
  groupId: string,
  onProgress: (percent: number) => void,
): Promise<{ key: string; size: number }> {
  const { db, blobs } = deps;
  const group = await db
    .selectFrom("groups")
    .select(["name", "currency"])
    .where("id", "=", groupId)
    .executeTakeFirstOrThrow();
  const counts: Record<string, number> = {};
  for (const table of TABLE_NAMES) counts[table] = 0;
  const total = await db
    .selectFrom("entities")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  const files = await db
    .selectFrom("attachments")
    .select(["storage_key", "size"])
    .where("group_id", "=", groupId)
    .execute();
  const expectedRows = Math.max(1, Number(total?.n ?? 0) * 2);
  let rowsDone = 0;

  const zip = new ZipFile();
  // yazl does not watch its input streams: a failed query or blob read must fail the whole zip.
  const watched = <T extends Readable>(stream: T) =>
    stream.once("error", (err) => (zip.outputStream as Readable).destroy(err));
  zip.addBuffer(Buffer.from(JSON.stringify({ name: group.name, currency: group.currency })), "group.json");
  for (const table of TABLE_NAMES) {
    const rows = watched(
      Readable.from(
        tableJson(db, table, groupId, (n) => {
          counts[table] = (counts[table] ?? 0) + n;
          rowsDone += n;
          onProgress(Math.min(50, Math.floor((rowsDone / expectedRows) * 50)));
        }),
      ),
    );
    zip.addReadStream(rows, `${table}.json`);
  }
  files.forEach((f, i) => {
    const bytes = watched(Readable.from(blobBytes(blobs, f.storage_key)));
    bytes.once("end", () => onProgress(50 + Math.floor(((i + 1) / files.length) * 45)));
    zip.addReadStream(bytes, fileEntry(f.storage_key), { compress: false });
  });
  // The manifest goes last. yazl reads an entry only when its turn comes, so by then every table is counted.
  const manifest = new Readable({
    read() {
      const body = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date().toISOString(), counts };
      this.push(Buffer.from(JSON.stringify(body, null, 2)));
      this.push(null);
    },
  });
  zip.addReadStream(manifest, "manifest.json");
  zip.end();

  const dir = incomingDir(deps.dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.zip`);
  try {
    await pipeline(zip.outputStream, createWriteStream(file, { flush: true }));
    const { size } = await stat(file);
    const key = await blobs.putFile(file, size);
    return { key, size };
  } finally {
    await rm(file, { force: true });
  }
}
