import { sql, type Kysely } from "kysely";
import { formatAssetId, type AttachmentOut, type EntityOut, type EntitySummary, type ListParent } from "../../contract";
import type { Database, EntityRow } from "../db/schema";
import { notFound } from "../domain/errors";
import { entityTypeOut } from "../entity-types/output";
import { openCheckout } from "../lending/output";
import { tagOut } from "../tags/output";
import { fieldOut } from "./custom-field-rows";
import { loadEntityData } from "./entity-load";
import { isPostgres } from "./search";
import { locationsUnder } from "./topology-queries";

type Q = Kysely<Database>;
/**
 * The columns a summary (and a list row) is made of. A list reads only these: reading and handing over
 * all 31 columns of 1,000 rows took twice as long as these 15 (docs/decisions/017-search-and-list-queries.md).
 */
const SUMMARY_COLUMNS = [
  "id",
  "name",
  "description",
  "asset_id",
  "quantity",
  "min_quantity",
  "unit",
  "archived",
  "insured",
  "entity_type_id",
  "parent_id",
  "location_id",
  "resolved_location_id",
  "purchase_price",
  "sold_date",
  "created_at",
  "updated_at",
] as const satisfies ReadonlyArray<keyof EntityRow>;
export type SummaryRow = Pick<EntityRow, (typeof SUMMARY_COLUMNS)[number]> & { is_location: number };
export const summaryColumns = SUMMARY_COLUMNS.map((c) => `e.${c}` as const);

export function attachmentOut(a: Database["attachments"], thumb: Database["attachments"] | undefined): AttachmentOut {
  return {
    id: a.id,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    mimeType: a.mime_type,
    path: a.storage_key,
    primary: a.primary === 1,
    title: a.title,
    type: a.type as AttachmentOut["type"],
    size: a.size,
    ...(thumb
      ? {
          thumbnail: {
            id: thumb.id,
            created_at: thumb.created_at,
            updated_at: thumb.updated_at,
            mime_type: thumb.mime_type,
            path: thumb.storage_key,
            primary: false,
            title: thumb.title,
            type: "thumbnail",
            edges: {},
          },
        }
      : {}),
  };
}

type PhotoRow = Pick<Database["attachments"], "entity_id" | "id" | "thumbnail_id">;

/** Summaries for many rows at once: tags and primary photos come from one query each. */
export async function summarize(db: Q, rows: readonly SummaryRow[]): Promise<EntitySummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tagRows, photoRows] = await Promise.all([
    tagLinksOf(db, ids),
    db
      .selectFrom("attachments")
      .select(["entity_id", "id", "thumbnail_id"])
      .where("entity_id", "in", ids)
      .where("kind", "=", "file")
      .where("type", "=", "photo")
      .where("primary", "=", 1)
      .execute(),
  ]);
  return toSummaries(rows, tagRows, photoRows);
}

/**
 * The tag links of these entities, in tag order. PostgreSQL joins the ids as a table (`unnest`), which it reads
 * through the links' primary key; `= ANY(ids)` made it scan every group's links.
 */
function tagLinksOf(db: Q, ids: string[]): Promise<Array<{ entity_id: string; tag_id: string }>> {
  const links = db
    .selectFrom("entity_tags as et")
    .innerJoin("tags as t", "t.id", "et.tag_id")
    .select(["et.entity_id", "et.tag_id"])
    .orderBy("t.name");
  if (!isPostgres(db)) return links.where("et.entity_id", "in", ids).execute();
  return links.innerJoin(sql<{ id: string }>`unnest(${ids}::text[])`.as("id"), "id.id", "et.entity_id").execute();
}

/** Summaries from rows, their tag links (in tag order) and their primary photos. */
function toSummaries(
  rows: readonly SummaryRow[],
  tagRows: ReadonlyArray<{ entity_id: string; tag_id: string }>,
  photoRows: readonly PhotoRow[],
): EntitySummary[] {
  const tagIds = new Map<string, string[]>();
  for (const t of tagRows) {
    const list = tagIds.get(t.entity_id);
    if (list) list.push(t.tag_id);
    else tagIds.set(t.entity_id, [t.tag_id]);
  }
  const photos = new Map(photoRows.map((p) => [p.entity_id, p]));
  return rows.map((r) => {
    // Extended in place rather than spread into a copy: a list page makes 1,000 of these.
    const summary = rowFields(r) as EntitySummary;
    const photo = photos.get(r.id);
    summary.tagIds = tagIds.get(r.id) ?? [];
    summary.imageId = photo?.id ?? null;
    summary.thumbnailId = photo?.thumbnail_id ?? null;
    return summary;
  });
}

/** The fields of a summary that its own row holds: all a list row shows of its parent. */
export function rowFields(r: SummaryRow): ListParent {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    assetId: formatAssetId(r.asset_id),
    quantity: r.quantity,
    minQuantity: r.min_quantity,
    unit: r.unit,
    archived: r.archived === 1,
    insured: r.insured === 1,
    isLocation: r.is_location === 1,
    entityTypeId: r.entity_type_id,
    parentId: r.parent_id,
    locationId: r.location_id,
    purchasePrice: r.purchase_price,
    soldDate: r.sold_date,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** itemCount and totalPrice of locations: non-archived items at or under each; price of the unsold ones. */
export async function containerFigures(db: Q, groupId: string, locationIds: readonly string[]) {
  const figures = new Map<string, { itemCount: number; totalPrice: number }>();
  if (locationIds.length === 0) return figures;
  for (const id of locationIds) figures.set(id, { itemCount: 0, totalPrice: 0 });
  // PostgreSQL raises "underflow" when a product of two non-zero doubles rounds to 0; factors below 1e-150
  // add nothing after rounding to cents, so they count as 0. `= ANY(ARRAY(…))`: see list.ts.
  const reached = isPostgres(db)
    ? sql`e.resolved_location_id = ANY(ARRAY(SELECT id FROM under))`
    : sql`e.resolved_location_id IN (SELECT id FROM under)`;
  const { rows } = await sql<{ root: string; item_count: number; total_price: number | null }>`
    WITH RECURSIVE ${locationsUnder(db, groupId, locationIds)},
    direct(id, item_count, total_price) AS (
      SELECT e.resolved_location_id, COUNT(e.id),
        SUM(CASE WHEN e.sold_date = '' AND e.purchase_price >= 1e-150 AND e.quantity >= 1e-150
          THEN e.purchase_price * e.quantity ELSE 0 END)
      FROM entities e JOIN entity_types t ON t.id = e.entity_type_id AND t.is_location = 0
      WHERE e.archived = 0 AND ${reached}
      GROUP BY e.resolved_location_id)
    SELECT u.root AS root, SUM(d.item_count) AS item_count, SUM(d.total_price) AS total_price
    FROM under u JOIN direct d ON d.id = u.id
    GROUP BY u.root`.execute(db);
  for (const r of rows) {
    figures.set(r.root, {
      itemCount: Number(r.item_count),
      totalPrice: Math.round(Number(r.total_price ?? 0) * 100) / 100,
    });
  }
  return figures;
}

/** The full entity output (docs/spec/contract.md, "Entity fields"), or undefined when the id is not in the group. */
/** The entity row's own columns under their API names (the entity output, and what history keeps of it). */
export const entityColumnsOut = (r: EntityRow) => ({
  name: r.name,
  description: r.description,
  quantity: r.quantity,
  minQuantity: r.min_quantity,
  unit: r.unit,
  archived: r.archived === 1,
  assetId: formatAssetId(r.asset_id),
  entityTypeId: r.entity_type_id,
  parentId: r.parent_id,
  locationId: r.location_id,
  syncChildEntityLocations: r.sync_child_entity_locations === 1,
  manufacturer: r.manufacturer,
  modelNumber: r.model_number,
  serialNumber: r.serial_number,
  purchaseDate: r.purchase_date,
  purchaseFrom: r.purchase_from,
  purchasePrice: r.purchase_price,
  soldDate: r.sold_date,
  soldNotes: r.sold_notes,
  soldPrice: r.sold_price,
  soldTo: r.sold_to,
  insured: r.insured === 1,
  lifetimeWarranty: r.lifetime_warranty === 1,
  warrantyDetails: r.warranty_details,
  warrantyExpires: r.warranty_expires,
  notes: r.notes,
});

export async function loadEntityOut(
  db: Q,
  groupId: string,
  id: string,
): Promise<{ entity: EntityOut; version: number } | undefined> {
  const data = await loadEntityData(db, groupId, id);
  const row = data.rows.find((r) => r.id === id);
  if (!row) return undefined;
  const type = {
    id: row.entity_type_id,
    group_id: groupId,
    name: row.type_name,
    is_location: row.is_location,
    icon: row.type_icon,
    created_at: row.type_created_at,
    updated_at: row.type_updated_at,
  };
  const tags = data.tags.filter((t) => t.entity_id === id);
  const { fields, attachments } = data;
  const tagLinks = data.tags.map((t) => ({ entity_id: t.entity_id, tag_id: t.id }));
  const photos = data.attachments.filter((a) => a.kind === "file" && a.type === "photo" && a.primary === 1);
  const summaries = toSummaries(data.rows, tagLinks, photos);
  const allChildren = summaries.filter((r) => r.parentId === id && r.id !== id);
  const byId = new Map(summaries.map((r) => [r.id, r]));
  const thumbs = new Map(attachments.filter((a) => a.kind === "thumbnail" && a.entity_id === id).map((a) => [a.id, a]));
  const [figures, checkout] = await Promise.all([
    row.is_location === 1 ? containerFigures(db, groupId, [id]).then((f) => f.get(id)) : undefined,
    openCheckout(db, id),
  ]);
  const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
  const location = row.resolved_location_id ? byId.get(row.resolved_location_id) : undefined;
  const entity: EntityOut = {
    id: row.id,
    ...entityColumnsOut(row),
    entityType: entityTypeOut(type),
    ...(parent ? { parent } : {}),
    ...(location ? { location } : {}),
    tagIds: tags.map((t) => t.id),
    tags: tags.map(tagOut),
    fields: fields.map(fieldOut),
    attachments: attachments
      .filter((a) => a.kind === "file" && a.entity_id === id)
      .map((a) => attachmentOut(a, a.thumbnail_id ? thumbs.get(a.thumbnail_id) : undefined)),
    children: allChildren.filter((c) => c.isLocation),
    allChildren,
    ...(figures ?? {}),
    checkout,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  return { entity, version: row.version };
}

/** The full entity output of an entity that must exist (just written, or checked by the caller), else 404. */
export async function requireEntityOut(db: Q, groupId: string, id: string) {
  const found = await loadEntityOut(db, groupId, id);
  if (!found) throw notFound();
  return found;
}
