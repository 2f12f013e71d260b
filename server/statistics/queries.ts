import { sql, type Kysely } from "kysely";
import type { ExpiringWarranties, GroupStatistics, TotalsByOwner, ValueOverTime } from "../../src/api/contract";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;

const today = () => new Date().toISOString().slice(0, 10);
const num = (v: unknown) => Number(v ?? 0);

/**
 * The group's totals in one pass over its entities (docs/api.md, "Statistics"). Each figure is an
 * aggregate the database computes; no entity row reaches the service.
 */
export async function groupStatistics(db: Q, groupId: string): Promise<GroupStatistics> {
  const now = today();
  const [entities, tags, users, group] = await Promise.all([
    db
      .selectFrom("entities as e")
      .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
      .where("e.group_id", "=", groupId)
      .select([
        sql<number>`SUM(CASE WHEN t.is_location = 0 AND e.archived = 0 THEN 1 ELSE 0 END)`.as("items"),
        sql<number>`SUM(CASE WHEN t.is_location = 1 THEN 1 ELSE 0 END)`.as("locations"),
        sql<number>`SUM(CASE WHEN t.is_location = 0 AND e.archived = 0 THEN e.purchase_price * e.quantity ELSE 0 END)`.as(
          "value",
        ),
        sql<number>`SUM(CASE WHEN t.is_location = 0 AND e.archived = 0
          AND (e.lifetime_warranty = 1 OR e.warranty_expires > ${now}) THEN 1 ELSE 0 END)`.as("warranty"),
      ])
      .executeTakeFirst(),
    db
      .selectFrom("tags")
      .where("group_id", "=", groupId)
      .select(sql<number>`COUNT(*)`.as("n"))
      .executeTakeFirst(),
    db
      .selectFrom("users")
      .where("group_id", "=", groupId)
      .select(sql<number>`COUNT(*)`.as("n"))
      .executeTakeFirst(),
    db.selectFrom("groups").where("id", "=", groupId).select("currency").executeTakeFirst(),
  ]);
  return {
    totalUsers: num(users?.n),
    totalItems: num(entities?.items),
    totalLocations: num(entities?.locations),
    totalTags: num(tags?.n),
    totalItemPrice: num(entities?.value),
    totalWithWarranty: num(entities?.warranty),
    currency: group?.currency ?? "usd",
  };
}

/** Σ purchase price of the entities tagged directly with each tag (Homebox: archived and locations count). */
export async function valueByTag(db: Q, groupId: string): Promise<TotalsByOwner[]> {
  const rows = await db
    .selectFrom("tags as g")
    .innerJoin("entity_tags as et", "et.tag_id", "g.id")
    .innerJoin("entities as e", "e.id", "et.entity_id")
    .where("g.group_id", "=", groupId)
    .groupBy(["g.id", "g.name"])
    .select(["g.id", "g.name", sql<number>`SUM(e.purchase_price)`.as("total")])
    .orderBy("total", "desc")
    .orderBy("g.name")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, total: num(r.total) }));
}

/** Σ purchase price of each location's direct item children; locations with nothing of value are left out. */
export async function valueByLocation(db: Q, groupId: string): Promise<TotalsByOwner[]> {
  const rows = await db
    .selectFrom("entities as l")
    .innerJoin("entity_types as lt", "lt.id", "l.entity_type_id")
    .innerJoin("entities as e", "e.parent_id", "l.id")
    .innerJoin("entity_types as et", "et.id", "e.entity_type_id")
    .where("l.group_id", "=", groupId)
    .where("lt.is_location", "=", 1)
    .where("et.is_location", "=", 0)
    .groupBy(["l.id", "l.name"])
    .select(["l.id", "l.name", sql<number>`SUM(e.purchase_price)`.as("total")])
    .having(sql`SUM(e.purchase_price)`, ">", 0)
    .orderBy("total", "desc")
    .orderBy("l.name")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, total: num(r.total) }));
}

const monthBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Value bought per day between `start` and `end` (inclusive). An item's day is its purchase date, or the
 * day it was created when it has none, so that an inventory imported at once still spreads over time.
 */
export async function purchasesOverTime(
  db: Q,
  groupId: string,
  range: { start?: string; end?: string },
): Promise<ValueOverTime> {
  const end = range.end ?? today();
  const start = range.start ?? monthBefore(end);
  const day = sql<string>`COALESCE(NULLIF(e.purchase_date, ''), SUBSTR(e.created_at, 1, 10))`;
  const items = db
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .where("e.group_id", "=", groupId)
    .where("t.is_location", "=", 0)
    .where("e.archived", "=", 0);
  const [totals, days] = await Promise.all([
    items
      .select([
        sql<number>`SUM(CASE WHEN ${day} < ${start} THEN e.purchase_price ELSE 0 END)`.as("atStart"),
        sql<number>`SUM(CASE WHEN ${day} <= ${end} THEN e.purchase_price ELSE 0 END)`.as("atEnd"),
      ])
      .executeTakeFirst(),
    items
      .where(day, ">=", start)
      .where(day, "<=", end)
      .groupBy(day)
      .select([day.as("day"), sql<number>`SUM(e.purchase_price)`.as("value")])
      .orderBy("day")
      .execute(),
  ]);
  return {
    valueAtStart: num(totals?.atStart),
    valueAtEnd: num(totals?.atEnd),
    start: `${start}T00:00:00Z`,
    end: `${end}T00:00:00Z`,
    entries: days.map((d) => ({ date: `${d.day}T00:00:00Z`, value: num(d.value), name: "" })),
  };
}

/** Non-archived items whose warranty ends between today and `days` days from now, soonest first. */
export async function expiringWarranties(db: Q, groupId: string, days: number): Promise<ExpiringWarranties> {
  const from = today();
  const until = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .leftJoin("attachments as a", (j) =>
      j.onRef("a.entity_id", "=", "e.id").on("a.kind", "=", "file").on("a.type", "=", "photo").on("a.primary", "=", 1),
    )
    .where("e.group_id", "=", groupId)
    .where("t.is_location", "=", 0)
    .where("e.archived", "=", 0)
    .where("e.lifetime_warranty", "=", 0)
    .where("e.warranty_expires", ">=", from)
    .where("e.warranty_expires", "<=", until)
    .select(["e.id", "e.name", "e.warranty_expires", "a.thumbnail_id"])
    .orderBy("e.warranty_expires")
    .orderBy("e.name")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    warrantyExpires: r.warranty_expires,
    thumbnailId: r.thumbnail_id ?? null,
  }));
}
