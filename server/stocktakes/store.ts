import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { invalid, notFound } from "../domain/errors";
import { descendants, findNode } from "../entities/topology-queries";
import { requireOpen } from "./closed";

type Q = Kysely<Database>;
export type StocktakeRow = Database["stocktakes"];
export interface Person {
  id: string;
  name: string;
}

/** The group's stock-take, or 404 (another group's too); `lock` makes finish and scans take turns on PostgreSQL. */
export async function stocktakeRow(db: Q, groupId: string, id: string, lock = false): Promise<StocktakeRow> {
  let query = db.selectFrom("stocktakes").selectAll().where("id", "=", id).where("group_id", "=", groupId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("stock-take");
  return row;
}

export const scopeOf = (row: StocktakeRow) => new Set(JSON.parse(row.scope) as string[]);

/**
 * Starts a stock-take: the covered locations and the entities recorded in them now are kept with it, so
 * that what was expected stays fixed while others move things (docs/decisions/029-stocktakes.md).
 */
export function createStocktake(db: Db, groupId: string, by: Person, body: { locationId: string; recursive: boolean }) {
  return inTransaction(db, async (trx) => {
    const location = await findNode(trx, groupId, body.locationId);
    if (!location?.isLocation) throw invalid({ locationId: "must be a location of your group" });
    const below = body.recursive ? await descendants(trx, location.id) : [];
    const scope = [location.id, ...below.filter((n) => n.isLocation).map((n) => n.id)];
    const { name } = await trx
      .selectFrom("entities")
      .select("name")
      .where("id", "=", location.id)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await trx
      .insertInto("stocktakes")
      .values({
        id,
        group_id: groupId,
        location_id: location.id,
        location_name: name,
        recursive: body.recursive ? 1 : 0,
        scope: JSON.stringify(scope),
        status: "open",
        created_by_id: by.id,
        created_by_name: by.name,
        created_at: new Date().toISOString(),
        closed_at: null,
        batch_id: null,
      })
      .execute();
    // Items only, unarchived: locations are what is counted in, not what is counted.
    await trx
      .insertInto("stocktake_expected")
      .columns(["stocktake_id", "entity_id", "name", "asset_id", "quantity", "location_id"])
      .expression(
        trx
          .selectFrom("entities as e")
          .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
          .select([
            sql.val(id).as("stocktake_id"),
            "e.id",
            "e.name",
            "e.asset_id",
            "e.quantity",
            "e.resolved_location_id",
          ])
          .where("e.group_id", "=", groupId)
          .where("e.resolved_location_id", "in", scope)
          .where("e.archived", "=", 0)
          .where("t.is_location", "=", 0),
      )
      .execute();
    return id;
  });
}

/** The group's stock-takes, newest first, with how many entities each expected and found. */
export async function listStocktakes(db: Q, groupId: string) {
  const rows = await db
    .selectFrom("stocktakes as s")
    .selectAll("s")
    .select((eb) => [
      eb
        .selectFrom("stocktake_expected as x")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("x.stocktake_id", "=", "s.id")
        .as("expected"),
      eb
        .selectFrom("stocktake_scans as c")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("c.stocktake_id", "=", "s.id")
        .as("scans"),
      eb
        .selectFrom("stocktake_scans as c")
        .select(sql<number>`count(distinct c.entity_id)`.as("n"))
        .whereRef("c.stocktake_id", "=", "s.id")
        .where("c.outcome", "=", "found")
        .as("found"),
    ])
    .where("s.group_id", "=", groupId)
    .orderBy("s.created_at", "desc")
    .orderBy("s.id")
    .execute();
  return rows.map((r) => ({
    ...headerOf(r),
    expected: Number(r.expected ?? 0),
    found: Number(r.found ?? 0),
    scans: Number(r.scans ?? 0),
  }));
}

/** The members every answer about a stock-take shares. */
export const headerOf = (r: StocktakeRow) => ({
  id: r.id,
  status: r.status,
  locationId: r.location_id,
  locationName: r.location_name,
  recursive: r.recursive === 1,
  createdBy: { id: r.created_by_id, name: r.created_by_name },
  createdAt: r.created_at,
  closedAt: r.closed_at,
  batchId: r.batch_id,
});

/** DELETE: an open stock-take becomes cancelled; a closed one answers 409. */
export function cancelStocktake(db: Db, groupId: string, id: string) {
  return inTransaction(db, async (trx) => {
    const row = await stocktakeRow(trx, groupId, id, db.dialect === "postgres");
    requireOpen(row);
    await trx
      .updateTable("stocktakes")
      .set({ status: "cancelled", closed_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  });
}
