import { setImmediate } from "node:timers/promises";
import type { z } from "zod";
import { DomainError } from "../domain/errors";
import {
  BACKUP_TABLES,
  BackupGroup,
  BackupManifest,
  fileEntry,
  LATER_TABLES,
  TABLE_NAMES,
  type BackupRows,
  type BackupTable,
} from "./backup-format";
import { checkRowRules } from "./backup-rules";
import { DamagedZipError, type OpenZip } from "./zip-reader";

/**
 * What the JSON entries of one backup may hold together, inflated, and how many rows (docs/api.md, "Limits"):
 * a table is parsed row by row, but its rows stay in memory until they are written, so these bound what a
 * restore can take of it.
 */
export const MAX_BACKUP_JSON_BYTES = 256 * 1024 * 1024;
export const MAX_BACKUP_ROWS = 1_000_000;
const ROWS_PER_TURN = 1000;

export interface CheckedBackup {
  group: z.infer<typeof BackupGroup>;
  rows: BackupRows;
}

function parse<T>(schema: z.ZodType<T>, text: string, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DamagedZipError(`${what} is not valid JSON`);
  }
  return parseRow(schema, json, `${what}: `);
}

/** The value as the schema reads it; else the first problem, named after `where` and the value's path. */
function parseRow<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new DamagedZipError(`${where}${issue?.path.join(".") || "value"} ${issue?.message ?? "is not valid"}`);
  }
  return result.data;
}

/**
 * Parses a table row by row as it inflates, so that no table is ever one string in memory and other requests
 * get a turn between batches of rows.
 */
async function readTable(zip: OpenZip, table: BackupTable): Promise<unknown[]> {
  const name = `${table}.json`;
  const schema: z.ZodType = BACKUP_TABLES[table];
  const list: unknown[] = [];
  try {
    for await (const row of zip.arrayItems(name)) {
      list.push(parseRow(schema, row, `${name}: ${list.length}.`));
      if (list.length % ROWS_PER_TURN === 0) await setImmediate();
    }
  } catch (err) {
    if (err instanceof DamagedZipError) throw err;
    throw new DamagedZipError(`${name} is not a JSON array of rows`);
  }
  return list;
}

/** Reads and checks a whole backup before anything is written (docs/data-transfer.md, "Restore"). */
export async function checkBackup(zip: OpenZip): Promise<CheckedBackup> {
  if (!zip.entries.has("manifest.json")) {
    throw new DamagedZipError("manifest.json is missing: this is not a backup made by this service");
  }
  const manifest = parse(BackupManifest, await zip.text("manifest.json", 1024 * 1024), "manifest.json");
  const group = parse(BackupGroup, await zip.text("group.json", 1024 * 1024), "group.json");
  checkLimits(zip, manifest.counts);
  const rows = {} as Record<string, unknown[]>;
  for (const table of TABLE_NAMES) {
    const name = `${table}.json`;
    // A backup made before a later table existed has neither its file nor its count: it holds no rows.
    const older = LATER_TABLES.has(table) && !zip.entries.has(name) && manifest.counts[table] === undefined;
    const list = older ? [] : await readTable(zip, table);
    if (!older && manifest.counts[table] !== list.length) {
      throw new DamagedZipError(`${name} holds ${list.length} rows, the manifest says ${manifest.counts[table] ?? 0}`);
    }
    rows[table] = list;
  }
  const checked = rows as BackupRows;
  checkReferences(checked);
  const problems = checkRowRules(checked);
  if (problems.count > 0) {
    const message = `${problems.count} values break the rules the API applies (the first are listed)`;
    throw new DamagedZipError(message, problems.listed);
  }
  for (const a of checked.attachments) {
    const entry = zip.entries.get(fileEntry(a.storage_key));
    if (!entry) throw new DamagedZipError(`the file of attachment ${a.id} (${fileEntry(a.storage_key)}) is missing`);
    if (entry.uncompressedSize !== a.size) {
      throw new DamagedZipError(
        `${fileEntry(a.storage_key)} has ${entry.uncompressedSize} bytes, the row says ${a.size}`,
      );
    }
  }
  return { group, rows: checked };
}

/**
 * Refuses a backup past the limits before any table is inflated. The sizes are those the zip declares: the
 * reader stops an entry that inflates to more than its declared size.
 */
function checkLimits(zip: OpenZip, counts: Record<string, number>) {
  let bytes = 0;
  for (const [name, entry] of zip.entries) if (name.endsWith(".json")) bytes += entry.uncompressedSize;
  if (bytes > MAX_BACKUP_JSON_BYTES) {
    const mib = (n: number) => `${Math.ceil(n / 2 ** 20)} MiB`;
    const message = `The backup's tables inflate to ${mib(bytes)}; a restore takes at most ${mib(MAX_BACKUP_JSON_BYTES)}.`;
    throw new DomainError("too-large", message);
  }
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (rows > MAX_BACKUP_ROWS) {
    throw new DamagedZipError(`the manifest counts ${rows} rows; a restore takes at most ${MAX_BACKUP_ROWS}`);
  }
}

function checkReferences(rows: BackupRows) {
  const ids = (list: ReadonlyArray<{ id: string }>, what: string) => {
    const set = new Set<string>();
    for (const r of list) {
      if (set.has(r.id)) throw new DamagedZipError(`${what} holds the id ${r.id} twice`);
      set.add(r.id);
    }
    return set;
  };
  const types = ids(rows.entity_types, "entity_types.json");
  const tags = ids(rows.tags, "tags.json");
  const entities = ids(rows.entities, "entities.json");
  ids(rows.entity_fields, "entity_fields.json");
  const attachments = ids(rows.attachments, "attachments.json");
  ids(rows.maintenance_entries, "maintenance_entries.json");
  const templates = ids(rows.templates, "templates.json");
  ids(rows.template_fields, "template_fields.json");
  const refer = (value: string | null, set: Set<string>, where: string) => {
    if (value !== null && !set.has(value))
      throw new DamagedZipError(`${where} refers to ${value}, which the backup lacks`);
  };
  for (const t of rows.tags) refer(t.parent_id, tags, `tag ${t.id}`);
  for (const e of rows.entities) {
    refer(e.entity_type_id, types, `entity ${e.id}`);
    refer(e.parent_id, entities, `entity ${e.id}`);
    refer(e.location_id, entities, `entity ${e.id}`);
    refer(e.resolved_location_id, entities, `entity ${e.id}`);
  }
  for (const et of rows.entity_tags) {
    refer(et.entity_id, entities, "entity_tags.json");
    refer(et.tag_id, tags, "entity_tags.json");
  }
  for (const f of rows.entity_fields) refer(f.entity_id, entities, `field ${f.id}`);
  for (const a of rows.attachments) {
    refer(a.entity_id, entities, `attachment ${a.id}`);
    refer(a.thumbnail_id, attachments, `attachment ${a.id}`);
  }
  for (const m of rows.maintenance_entries) refer(m.entity_id, entities, `maintenance entry ${m.id}`);
  for (const t of rows.templates) {
    refer(t.default_entity_type_id, types, `template ${t.id}`);
    refer(t.default_location_id, entities, `template ${t.id}`);
  }
  for (const tt of rows.template_tags) {
    refer(tt.template_id, templates, "template_tags.json");
    refer(tt.tag_id, tags, "template_tags.json");
  }
  for (const f of rows.template_fields) refer(f.template_id, templates, `template field ${f.id}`);
}
