import type { Kysely } from "kysely";
import { csvLine } from "../csv/csv-line";
import { inIdPages } from "../data-transfer/group-snapshot";
import type { Database } from "../db/schema";

/** Rows read per query: memory holds one page, however large the group. */
const PAGE = 1000;

/** Homebox's columns and their order (its reporting.BillOfMaterialsEntry). */
const COLUMNS = [
  "Purchase Date",
  "Name",
  "Description",
  "Manufacturer",
  "Serial Number",
  "Model Number",
  "Quantity",
  "Price",
  "Total Price",
] as const;

/** Price × quantity without the floating-point dust of the product (0.1 × 3 is 0.3, not 0.30000000000000004). */
const total = (price: number, quantity: number) => Math.round(price * quantity * 1e6) / 1e6;

/**
 * `GET /v1/reporting/bill-of-materials`: one row per item, archived ones too (as Homebox); locations are
 * left out (Homebox lists them, with their empty prices). In the order of their ids, a page at a time.
 */
export async function* billOfMaterials(db: Kysely<Database>, groupId: string): AsyncGenerator<string> {
  yield csvLine(COLUMNS);
  const pages = inIdPages(PAGE, (after) =>
    db
      .selectFrom("entities as e")
      .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
      .where("e.group_id", "=", groupId)
      .where("t.is_location", "=", 0)
      .where("e.id", ">", after)
      .select(["e.id", "e.purchase_date", "e.name", "e.description", "e.manufacturer", "e.serial_number"])
      .select(["e.model_number", "e.quantity", "e.purchase_price"])
      .orderBy("e.id")
      .limit(PAGE)
      .execute(),
  );
  for await (const rows of pages) {
    let chunk = "";
    for (const r of rows) {
      chunk += csvLine([
        r.purchase_date,
        r.name,
        r.description,
        r.manufacturer,
        r.serial_number,
        r.model_number,
        String(r.quantity),
        String(r.purchase_price),
        String(total(r.purchase_price, r.quantity)),
      ]);
    }
    yield chunk;
  }
}
