import type { Kysely } from "kysely";
import type { CatalogProduct } from "../../contract";
import type { Database } from "../db/schema";
import { CATALOG_SOURCE, type FoundProduct } from "./product";

/** A product row of one group: an imported catalog entry or a cached provider answer. */
export interface StoredProduct extends FoundProduct {
  imageBase64: string;
}

type ProductRow = Database["products"];
/** Rows per INSERT: 12 parameters each stays far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/** Every stored product of the group for this exact code, catalog rows first. */
export async function findStoredProducts(
  db: Kysely<Database>,
  groupId: string,
  code: string,
): Promise<StoredProduct[]> {
  const rows = await db
    .selectFrom("products")
    .selectAll()
    .where("group_id", "=", groupId)
    .where("barcode", "=", code)
    .orderBy("source")
    .execute();
  const stored = rows.map((r): StoredProduct => ({
    source: r.source,
    name: r.name,
    description: r.description,
    manufacturer: r.manufacturer,
    modelNumber: r.model_number,
    notes: r.notes,
    imageURL: r.image_url,
    imageBase64: r.image_base64,
  }));
  return [...stored.filter((p) => p.source === CATALOG_SOURCE), ...stored.filter((p) => p.source !== CATALOG_SOURCE)];
}

/** The row of a product stored under `code`. */
const productRow = (groupId: string, code: string, p: FoundProduct, imageBase64: string, now: string): ProductRow => ({
  group_id: groupId,
  barcode: code,
  source: p.source,
  name: p.name,
  description: p.description,
  manufacturer: p.manufacturer,
  model_number: p.modelNumber,
  notes: p.notes,
  image_url: p.imageURL,
  image_base64: imageBase64,
  created_at: now,
  updated_at: now,
});

function upsert(db: Kysely<Database>, rows: ProductRow[]) {
  return db
    .insertInto("products")
    .values(rows)
    .onConflict((oc) =>
      oc.columns(["group_id", "barcode", "source"]).doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        description: eb.ref("excluded.description"),
        manufacturer: eb.ref("excluded.manufacturer"),
        model_number: eb.ref("excluded.model_number"),
        notes: eb.ref("excluded.notes"),
        image_url: eb.ref("excluded.image_url"),
        image_base64: eb.ref("excluded.image_base64"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
}

/** Caches one provider answer; the primary key keeps one row per (group, code, provider). */
export async function cacheProviderProduct(
  db: Kysely<Database>,
  groupId: string,
  code: string,
  p: StoredProduct,
  now = new Date().toISOString(),
): Promise<void> {
  await upsert(db, [productRow(groupId, code, p, p.imageBase64, now)]);
}

/** Upserts catalog rows, one per code, in one transaction; returns how many codes were new. */
export async function upsertCatalog(
  db: Kysely<Database>,
  groupId: string,
  products: readonly CatalogProduct[],
  now = new Date().toISOString(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let existing = 0;
    for (let i = 0; i < products.length; i += CHUNK) {
      const chunk = products.slice(i, i + CHUNK);
      const codes = chunk.map((p) => p.barcode);
      const found = await trx
        .selectFrom("products")
        .select("barcode")
        .where("group_id", "=", groupId)
        .where("source", "=", CATALOG_SOURCE)
        .where("barcode", "in", codes)
        .execute();
      existing += found.length;
      await upsert(
        trx,
        chunk.map((p) => productRow(groupId, p.barcode, { ...p, source: CATALOG_SOURCE }, "", now)),
      );
    }
    return products.length - existing;
  });
}
