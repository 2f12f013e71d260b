import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import { formatAssetId } from "../../src/api/contract";
import type { Database } from "../db/schema";
import { CSV_COLUMNS, csvCell, FIELD_PREFIX } from "../domain/homebox-csv";
import { loadSnapshot, locationPath, refOf } from "./group-snapshot";

type Q = Kysely<Database>;

/** Entities read per query: memory holds one page of rows besides the narrow tree snapshot. */
const PAGE = 1000;

type FieldRow = {
  entity_id: string;
  name: string;
  type: string;
  text_value: string;
  number_value: number;
  boolean_value: number;
};

/** A custom field's value as text: Homebox's CSV knows text fields only. */
function fieldText(f: FieldRow): string {
  if (f.type === "number") return String(f.number_value);
  if (f.type === "boolean") return f.boolean_value === 1 ? "true" : "false";
  return f.text_value;
}

const line = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * `GET /v1/entities/export` as a stream of CSV lines (docs/data-transfer.md, "CSV export"): Homebox's
 * columns, one row per entity, locations included, read a page at a time so that 100k entities never sit
 * in memory as rows. `origin` makes the `HB.url` links.
 */
export async function* exportCsv(db: Q, groupId: string, origin: string): AsyncGenerator<string> {
  const snap = await loadSnapshot(db, groupId);
  const typeNames = new Map(snap.types.map((t) => [t.id, t.name]));
  const tagNames = new Map(snap.tags.map((t) => [t.id, t.name]));
  const fieldNames = (
    await db
      .selectFrom("entity_fields as f")
      .innerJoin("entities as e", "e.id", "f.entity_id")
      .where("e.group_id", "=", groupId)
      .select("f.name")
      .distinct()
      .execute()
  )
    .map((f) => f.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const fieldColumn = new Map(fieldNames.map((name, i) => [name, CSV_COLUMNS.length + i]));
  yield line([...CSV_COLUMNS, ...fieldNames.map((n) => FIELD_PREFIX + n)]);

  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("entities")
      .selectAll()
      .where("group_id", "=", groupId)
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1]?.id ?? after;
    const ids = rows.map((r) => r.id);
    const [tags, fields] = await Promise.all([
      db.selectFrom("entity_tags").where("entity_id", "in", ids).select(["entity_id", "tag_id"]).execute(),
      db
        .selectFrom("entity_fields")
        .where("entity_id", "in", ids)
        .select(["entity_id", "name", "type", "text_value", "number_value", "boolean_value"])
        .orderBy(sql`entity_id, position`)
        .execute(),
    ]);
    const tagsOf = group(tags, (t) => t.entity_id);
    const fieldsOf = group(fields, (f) => f.entity_id);
    let chunk = "";
    for (const r of rows) {
      const self = snap.entities.get(r.id);
      const parent = r.parent_id ? snap.entities.get(r.parent_id) : undefined;
      const underItem = parent !== undefined && !parent.isLocation;
      const cells: string[] = [
        r.purchase_date,
        r.warranty_expires,
        r.sold_date,
        self ? refOf(self) : r.id,
        underItem ? refOf(parent) : "",
        `${origin}/entities/${r.id}`,
        r.name,
        r.description,
        r.notes,
        r.purchase_from,
        r.manufacturer,
        r.model_number,
        r.serial_number,
        r.warranty_details,
        r.sold_to,
        r.sold_notes,
        locationPath(snap.entities, underItem ? r.resolved_location_id : r.parent_id).join(" / "),
        (tagsOf.get(r.id) ?? []).map((t) => tagNames.get(t.tag_id) ?? "").join("; "),
        formatAssetId(r.asset_id),
        String(r.quantity),
        String(r.purchase_price),
        String(r.sold_price),
        String(r.archived === 1),
        String(r.insured === 1),
        String(r.lifetime_warranty === 1),
        typeNames.get(r.entity_type_id) ?? "",
        String(self?.isLocation ?? false),
        ...fieldNames.map(() => ""),
      ];
      for (const f of fieldsOf.get(r.id) ?? []) {
        const at = fieldColumn.get(f.name);
        // Two fields of one name: the first one's value (a CSV row has one cell per name).
        if (at !== undefined && cells[at] === "") cells[at] = fieldText(f);
      }
      chunk += line(cells);
    }
    yield chunk;
    // The next page is read after other requests had their turn.
    await nextTurn();
  }
}

function group<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

async function* utf8(lines: AsyncIterable<string>) {
  for await (const text of lines) yield Buffer.from(text, "utf8");
}

/** The export as a web stream of UTF-8 bytes for the response body. */
export const exportStream = (db: Q, groupId: string, origin: string) =>
  Readable.toWeb(Readable.from(utf8(exportCsv(db, groupId, origin)))) as ReadableStream<Uint8Array>;
