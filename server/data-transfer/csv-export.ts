import { sql, type Kysely } from "kysely";
import { formatAssetId } from "../../contract";
import { csvLine as line, csvStream } from "../csv/csv-line";
import type { Database } from "../db/schema";
import { CSV_COLUMNS, FIELD_PREFIX } from "../domain/homebox-csv";
import { inIdPages, loadSnapshot, locationPath } from "./group-snapshot";

type Q = Kysely<Database>;

/** Entities read per query: memory holds one page of rows besides the group's locations. */
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

/** The key a CSV row names an entity by (HB.import_ref, HB.parent): its import ref, or its id when it has none. */
const refOf = (e: { id: string; import_ref: string | null }) => e.import_ref || e.id;

/**
 * Homebox's CSV columns, one row per entity, read a page at a time so that the whole group never sits in
 * memory (docs/data-transfer.md, "CSV export"). `origin` makes the `HB.url` links; `ids` keeps only those
 * entities (a selection), under the same header as the whole group's export.
 */
export async function* exportCsv(
  db: Q,
  groupId: string,
  origin: string,
  ids?: readonly string[],
): AsyncGenerator<string> {
  // Only the locations stay in memory (their paths); an item parent's ref is read with each page.
  const snap = await loadSnapshot(db, groupId, { locationsOnly: true });
  const locationTypes = new Set(snap.types.filter((t) => t.isLocation).map((t) => t.id));
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
  if (ids?.length === 0) return;

  const pages = inIdPages(PAGE, (after) =>
    db
      .selectFrom("entities")
      .selectAll()
      .where("group_id", "=", groupId)
      .where("id", ">", after)
      .$if(ids !== undefined, (q) => q.where("id", "in", ids ?? []))
      .orderBy("id")
      .limit(PAGE)
      .execute(),
  );
  for await (const rows of pages) {
    const ids = rows.map((r) => r.id);
    const itemParents = [
      ...new Set(rows.flatMap((r) => (r.parent_id && !snap.entities.has(r.parent_id) ? [r.parent_id] : []))),
    ];
    const [tags, fields, parents] = await Promise.all([
      db.selectFrom("entity_tags").where("entity_id", "in", ids).select(["entity_id", "tag_id"]).execute(),
      db
        .selectFrom("entity_fields")
        .where("entity_id", "in", ids)
        .select(["entity_id", "name", "type", "text_value", "number_value", "boolean_value"])
        .orderBy(sql`entity_id, position`)
        .execute(),
      itemParents.length > 0
        ? db.selectFrom("entities").where("id", "in", itemParents).select(["id", "import_ref"]).execute()
        : [],
    ]);
    const parentRefs = new Map(parents.map((p) => [p.id, refOf(p)]));
    const tagsOf = group(tags, (t) => t.entity_id);
    const fieldsOf = group(fields, (f) => f.entity_id);
    let chunk = "";
    for (const r of rows) {
      const underItem = r.parent_id !== null && !snap.entities.has(r.parent_id);
      const cells: string[] = [
        r.purchase_date,
        r.warranty_expires,
        r.sold_date,
        refOf(r),
        underItem ? (parentRefs.get(r.parent_id ?? "") ?? "") : "",
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
        String(locationTypes.has(r.entity_type_id)),
        r.min_quantity === null ? "" : String(r.min_quantity),
        r.unit,
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

/** The export as a web stream of UTF-8 bytes for the response body. */
export const exportStream = (db: Q, groupId: string, origin: string, ids?: readonly string[]) =>
  csvStream(exportCsv(db, groupId, origin, ids));
