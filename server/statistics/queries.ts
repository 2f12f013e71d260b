import { sql, type Kysely } from "kysely";
import type { ExpiringWarranties, GroupStatistics, TotalsByOwner, ValueOverTime } from "../../contract";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;

const today = () => new Date().toISOString().slice(0, 10);
const num = (v: unknown) => Number(v ?? 0);
/** A sum of prices to 6 decimals, dropping the floating-point dust of the running sums. */
const amount = (v: unknown) => Math.round(num(v) * 1e6) / 1e6;

/** The ids of the group's types that are locations (or are not): a handful, so `IN` them seeks the index. */
const typesWhere = (db: Q, groupId: string, isLocation: 0 | 1) =>
  db.selectFrom("entity_types").where("group_id", "=", groupId).where("is_location", "=", isLocation).select("id");

/** The group's totals (docs/api.md, "Statistics"), from the running sums of migration 0016. */
export async function groupStatistics(db: Q, groupId: string): Promise<GroupStatistics> {
  const active = sql`s.archived = 0`;
  const [kinds, warranties, tags, users, group] = await Promise.all([
    db
      .selectFrom("entity_day_sums as s")
      .innerJoin("entity_types as t", "t.id", "s.entity_type_id")
      .where("s.group_id", "=", groupId)
      .groupBy("t.is_location")
      .select([
        "t.is_location",
        sql<number>`SUM(s.entities)`.as("entities"),
        sql<number>`SUM(CASE WHEN ${active} THEN s.entities ELSE 0 END)`.as("active"),
        sql<number>`SUM(CASE WHEN ${active} THEN s.value ELSE 0 END)`.as("value"),
      ])
      .execute(),
    db
      .selectFrom("entity_warranty_counts as s")
      .where("s.group_id", "=", groupId)
      .where("s.entity_type_id", "in", typesWhere(db, groupId, 0))
      .where("s.archived", "=", 0)
      .where((eb) => eb.or([eb("s.warranty", "=", "lifetime"), eb("s.warranty", ">", today())]))
      .select(sql<number>`SUM(s.entities)`.as("n"))
      .executeTakeFirst(),
    db
      .selectFrom("tags")
      .where("group_id", "=", groupId)
      .select(sql<number>`COUNT(*)`.as("n"))
      .executeTakeFirst(),
    // Every member counts, not only those whose default group it is (a group made with POST /v1/groups is none's).
    db
      .selectFrom("memberships")
      .where("group_id", "=", groupId)
      .select(sql<number>`COUNT(*)`.as("n"))
      .executeTakeFirst(),
    db.selectFrom("groups").where("id", "=", groupId).select("currency").executeTakeFirst(),
  ]);
  const items = kinds.find((t) => t.is_location === 0);
  return {
    totalUsers: num(users?.n),
    totalItems: num(items?.active),
    totalLocations: num(kinds.find((t) => t.is_location === 1)?.entities),
    totalTags: num(tags?.n),
    totalItemPrice: amount(items?.value),
    totalWithWarranty: num(warranties?.n),
    currency: group?.currency ?? "usd",
  };
}

/**
 * Σ purchase price of the entities tagged directly with each tag, from the prices on the tag links
 * (migration 0015). Empty tags are dropped here, since a condition in SQL made PostgreSQL run the subquery twice.
 */
export async function valueByTag(db: Q, groupId: string): Promise<TotalsByOwner[]> {
  const rows = await db
    .selectFrom("tags as g")
    .where("g.group_id", "=", groupId)
    .select((eb) => [
      "g.id",
      "g.name",
      eb
        .selectFrom("entity_tags as et")
        .whereRef("et.tag_id", "=", "g.id")
        .select(sql<number>`SUM(et.purchase_price)`.as("sum"))
        .as("total"),
    ])
    .orderBy("total", "desc")
    .orderBy("g.name")
    .execute();
  return rows.filter((r) => r.total !== null).map((r) => ({ id: r.id, name: r.name, total: num(r.total) }));
}

/** Σ purchase price of each location's direct items; types go by value, as a subquery made PostgreSQL scan all. */
export async function valueByLocation(db: Q, groupId: string): Promise<TotalsByOwner[]> {
  const types = await db
    .selectFrom("entity_types")
    .where("group_id", "=", groupId)
    .select(["id", "is_location"])
    .execute();
  const locationTypes = types.filter((t) => t.is_location === 1).map((t) => t.id);
  const itemTypes = types.filter((t) => t.is_location === 0).map((t) => t.id);
  if (locationTypes.length === 0 || itemTypes.length === 0) return [];
  // The sums are filtered here rather than in SQL: a condition on the subquery's value made PostgreSQL
  // run it twice for every location.
  const rows = await db
    .selectFrom("entities as l")
    .where("l.group_id", "=", groupId)
    .where("l.entity_type_id", "in", locationTypes)
    .select((eb) => [
      "l.id",
      "l.name",
      eb
        .selectFrom("entities as e")
        .whereRef("e.parent_id", "=", "l.id")
        .where("e.entity_type_id", "in", itemTypes)
        .select(sql<number>`SUM(e.purchase_price)`.as("sum"))
        .as("total"),
    ])
    .orderBy("total", "desc")
    .orderBy("l.name")
    .execute();
  return rows.filter((r) => num(r.total) > 0).map((r) => ({ id: r.id, name: r.name, total: num(r.total) }));
}

const monthBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

/** The bucket of every day before `start`: it sorts before every `YYYY-MM-DD`. */
const BEFORE = "";

/** Value bought per day from entity_day_sums; the days before `start` are one bucket, the value at the start. */
export async function purchasesOverTime(
  db: Q,
  groupId: string,
  range: { start?: string; end?: string },
): Promise<ValueOverTime> {
  const end = range.end ?? today();
  const start = range.start ?? monthBefore(end);
  const bucket = sql<string>`CASE WHEN day < ${start} THEN ${BEFORE} ELSE day END`;
  const buckets = await db
    .selectFrom("entity_day_sums")
    .where("group_id", "=", groupId)
    .where("entity_type_id", "in", typesWhere(db, groupId, 0))
    .where("archived", "=", 0)
    .where("day", "<=", end)
    .groupBy(sql`bucket`)
    .select([bucket.as("bucket"), sql<number>`SUM(price)`.as("value")])
    .execute();
  const days = buckets.filter((b) => b.bucket !== BEFORE).sort((a, b) => (a.bucket < b.bucket ? -1 : 1));
  const atStart = num(buckets.find((b) => b.bucket === BEFORE)?.value);
  return {
    valueAtStart: amount(atStart),
    valueAtEnd: amount(days.reduce((total, d) => total + num(d.value), atStart)),
    start: `${start}T00:00:00Z`,
    end: `${end}T00:00:00Z`,
    entries: days.map((d) => ({ date: `${d.bucket}T00:00:00Z`, value: amount(d.value), name: "" })),
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
