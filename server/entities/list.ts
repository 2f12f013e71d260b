import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { formatAssetId, parseAssetId, type EntityListItem, type EntityListQuery } from "../../contract";
import type { Database, EntityRow } from "../db/schema";
import { present } from "../domain/present";
import { entityTypeOut } from "../entity-types/output";
import { tagOut } from "../tags/output";
import { containerFigures, rowFields, summarize, summaryColumns, type SummaryRow } from "./output";
import { localDate } from "../domain/reminders";
import { openCheckouts } from "../lending/output";
import { locationPaths } from "./path";
import { hasFewMatches, isPostgres, searchIsIndexed } from "./search";
import { isTextOnly, searchTerms, termMatches, type SearchTerm } from "./search-words";
import { locatedUnder } from "./topology-queries";

type Q = Kysely<Database>;
type EB = ExpressionBuilder<Database & { e: EntityRow; t: Database["entity_types"] }, "e" | "t">;

const ORDER_COLUMNS = {
  name: sql`lower(e.name)`,
  createdAt: sql`e.created_at`,
  updatedAt: sql`e.updated_at`,
  assetId: sql`e.asset_id`,
  quantity: sql`e.quantity`,
  purchasePrice: sql`e.purchase_price`,
} as const;

/** What `q` asks for: one asset id (`#000-006`), or terms that each must match. */
type Search = { asset: number } | { terms: SearchTerm[] } | undefined;

async function searchOf(db: Q, groupId: string, q: EntityListQuery): Promise<Search> {
  const text = q.q?.trim();
  if (!text) return undefined;
  if (q.match === "words") return { terms: await searchTerms(db, groupId, text) };
  const asset = text.startsWith("#") ? parseAssetId(text.slice(1)) : undefined;
  return asset ? { asset } : { terms: [{ text, locationIds: [] }] };
}

/**
 * Whether a subtree or a rare search narrows the list: SQLite would otherwise walk the whole group in name
 * order and test each row, so `filters` keeps it off the group's index then.
 */
async function isNarrowed(db: Q, q: EntityListQuery, search: Search): Promise<boolean> {
  if (q.locationIds.length > 0) return true;
  if (!search || !("terms" in search)) return false;
  for (const term of search.terms) {
    if (!isTextOnly(term) || !searchIsIndexed(db, term.text)) continue;
    if (isPostgres(db) || (await hasFewMatches(db, term.text))) return true;
  }
  return false;
}

/** The sort direction: absent, dates sort newest first (as Homebox sorts them), everything else ascending. */
const directionOf = (q: EntityListQuery) =>
  q.order ?? (q.orderBy === "createdAt" || q.orderBy === "updatedAt" ? "desc" : "asc");

/** The WHERE of `GET /v1/entities` (filters of docs/spec/contract.md), shared by the page and the count. */
function filters(db: Q, groupId: string, q: EntityListQuery, search: Search, narrowed: boolean) {
  return (eb: EB) => {
    const parts: Expression<SqlBool>[] = [
      narrowed && !isPostgres(db) ? sql<SqlBool>`+e.group_id = ${groupId}` : eb("e.group_id", "=", groupId),
    ];
    if (!q.includeArchived) parts.push(eb("e.archived", "=", 0));
    if (q.isLocation !== "any") parts.push(eb("t.is_location", "=", q.isLocation ? 1 : 0));
    if (q.entityTypeIds.length) parts.push(eb("e.entity_type_id", "in", q.entityTypeIds));
    if (q.parentIds.length) parts.push(eb("e.parent_id", "in", q.parentIds));
    if (q.filterChildren) parts.push(eb("e.parent_id", "is", null));
    if (q.lowStock) parts.push(sql<SqlBool>`e.min_quantity IS NOT NULL AND e.quantity <= e.min_quantity`);
    if (search && "asset" in search) parts.push(eb("e.asset_id", "=", search.asset));
    if (search && "terms" in search) parts.push(...search.terms.map((term) => termMatches(db, groupId, term)));
    if (q.tags.length) {
      // A tag filter includes the tag's descendants (hierarchical tags).
      parts.push(sql<SqlBool>`EXISTS (
        WITH RECURSIVE tag_tree(id) AS (
          SELECT id FROM tags WHERE group_id = ${groupId} AND id IN (${sql.join(q.tags)})
          UNION SELECT tags.id FROM tags JOIN tag_tree ON tags.parent_id = tag_tree.id
        )
        SELECT 1 FROM entity_tags et WHERE et.entity_id = e.id AND et.tag_id IN (SELECT id FROM tag_tree))`);
    }
    if (q.locationIds.length) parts.push(locatedUnder(db, groupId, q.locationIds));
    if (q.checkedOut !== undefined) parts.push(lent(q.checkedOut, sql<SqlBool>`1 = 1`));
    if (q.overdue !== undefined)
      parts.push(lent(q.overdue, sql<SqlBool>`c.due <> '' AND c.due < ${localDate(new Date())}`));
    return eb.and(parts);
  };
}

/** Whether (or not) the entity has an open check-out that meets `condition` (docs/api.md, "Lending"). */
function lent(wanted: boolean, condition: Expression<SqlBool>) {
  const exists = sql<SqlBool>`EXISTS (SELECT 1 FROM checkouts c WHERE c.entity_id = e.id AND c.returned_at IS NULL AND ${condition})`;
  return wanted ? exists : sql<SqlBool>`NOT ${exists}`;
}

/**
 * How far past the start of the page the list counts (docs/api.md, "List"): counting every match of a
 * large inventory on every page cost more than the page itself.
 */
export const COUNT_CAP = 1000;

type Where = ReturnType<typeof filters>;

/** The entities the filters look at; a left join, so both databases drop the type when no filter reads it
 * (docs/decisions/017-search-and-list-queries.md). */
const matching = (db: Q) => db.selectFrom("entities as e").leftJoin("entity_types as t", "t.id", "e.entity_type_id");

/**
 * The page's rows. `deferred` sorts only ids and sort keys from the index first, then reads the page's rows
 * by id, which reads far fewer rows for a narrowed list (SQLite) or a subtree (PostgreSQL).
 */
function pageRows(db: Q, q: EntityListQuery, where: Where, deferred: boolean): Promise<SummaryRow[]> {
  const order = ORDER_COLUMNS[q.orderBy];
  const direction = directionOf(q);
  const offset = (q.page - 1) * q.pageSize;
  const rows = db
    .selectFrom("entities as e")
    .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
    .select(summaryColumns)
    .select("t.is_location");
  if (!deferred) {
    return rows.where(where).orderBy(order, direction).orderBy("e.id").limit(q.pageSize).offset(offset).execute();
  }
  const ids = matching(db)
    .select("e.id")
    .where(where)
    .orderBy(order, direction)
    .orderBy("e.id")
    .limit(q.pageSize)
    .offset(offset);
  const onPage = isPostgres(db) ? sql<SqlBool>`e.id = ANY(ARRAY(${ids}))` : sql<SqlBool>`e.id IN (${ids})`;
  return rows.where(onPage).orderBy(order, direction).orderBy("e.id").execute();
}

export async function listEntities(db: Q, groupId: string, q: EntityListQuery) {
  const search = await searchOf(db, groupId, q);
  const narrowed = await isNarrowed(db, q, search);
  const where = filters(db, groupId, q, search, narrowed);
  const offset = (q.page - 1) * q.pageSize;
  // PostgreSQL finds a search's page well in one step (search.ts); a subtree's ids come from an index.
  const deferred = q.locationIds.length > 0 || (narrowed && !isPostgres(db));
  const [rows, count] = await Promise.all([
    pageRows(db, q, where, deferred),
    db
      .selectFrom(() =>
        matching(db)
          .select("e.id")
          .where(where)
          .limit(offset + COUNT_CAP + 1)
          .as("m"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const counted = Number(count.n);
  const totalCapped = counted > offset + COUNT_CAP;
  return {
    items: await listItems(db, groupId, rows, q.withPaths),
    page: q.page,
    pageSize: q.pageSize,
    total: totalCapped ? offset + COUNT_CAP : counted,
    totalCapped,
  };
}

/** The ids of every entity the list's filters match, its paging ignored: what a bulk action's `filter` names. */
export async function matchingIds(db: Q, groupId: string, q: EntityListQuery): Promise<string[]> {
  const search = await searchOf(db, groupId, q);
  const where = filters(db, groupId, q, search, await isNarrowed(db, q, search));
  return (await matching(db).select("e.id").where(where).execute()).map((r) => r.id);
}

const locationIds = (rows: readonly SummaryRow[]) => [
  ...new Set(rows.map((r) => r.resolved_location_id).filter((x): x is string => x !== null)),
];

/** Summaries plus what a table row shows: type, tags, parent, resolved location, container figures. */
export async function listItems(
  db: Q,
  groupId: string,
  rows: readonly SummaryRow[],
  withPaths = false,
): Promise<EntityListItem[]> {
  if (rows.length === 0) return [];
  const typeIds = [...new Set(rows.map((r) => r.entity_type_id))];
  // Parents and resolved locations in one query: each row shows the one and links the other.
  const relatedIds = [...new Set(rows.flatMap((r) => [r.parent_id, r.resolved_location_id]))].filter(
    (x): x is string => x !== null,
  );
  // All at once but the tags, which need the summaries' tag ids (docs/decisions/017-search-and-list-queries.md).
  const summariesAndTags = summarize(db, rows).then(async (summaries) => {
    const tagIds = [...new Set(summaries.flatMap((s) => s.tagIds))];
    const tags = tagIds.length ? await db.selectFrom("tags").selectAll().where("id", "in", tagIds).execute() : [];
    return { summaries, tags };
  });
  const [{ summaries, tags }, types, related, figures, paths, checkouts] = await Promise.all([
    summariesAndTags,
    db.selectFrom("entity_types").selectAll().where("id", "in", typeIds).execute(),
    relatedIds.length
      ? db
          .selectFrom("entities as e")
          .innerJoin("entity_types as t", "t.id", "e.entity_type_id")
          .select(summaryColumns)
          .select("t.is_location")
          .where("e.id", "in", relatedIds)
          .execute()
      : [],
    containerFigures(
      db,
      groupId,
      rows.filter((r) => r.is_location === 1).map((r) => r.id),
    ),
    withPaths ? locationPaths(db, groupId, locationIds(rows)) : undefined,
    openCheckouts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const typeById = new Map(types.map((t) => [t.id, entityTypeOut(t)]));
  const tagById = new Map(tags.map((t) => [t.id, tagOut(t)]));
  const relatedById = new Map(related.map((r) => [r.id, r]));
  // Rows share few parents: each parent's fields are made once and serialized for every row that has it.
  const parentById = new Map(related.map((r) => [r.id, rowFields(r)]));
  // Each summary becomes its list row in place: copying a page of 1,000 costs event-loop time
  // (docs/decisions/017-search-and-list-queries.md).
  return summaries.map((summary, i) => {
    const row = present(rows[i], "row");
    const item = summary as EntityListItem;
    item.entityType = present(typeById.get(row.entity_type_id), "entity type");
    item.tags = summary.tagIds.flatMap((id) => tagById.get(id) ?? []);
    const parent = row.parent_id ? parentById.get(row.parent_id) : undefined;
    if (parent) item.parent = parent;
    const loc = row.resolved_location_id ? relatedById.get(row.resolved_location_id) : undefined;
    if (loc) item.location = { id: loc.id, name: loc.name, assetId: formatAssetId(loc.asset_id) };
    if (paths) item.locationPath = (row.resolved_location_id && paths.get(row.resolved_location_id)) || [];
    const figure = figures.get(row.id);
    if (figure) Object.assign(item, figure);
    item.checkout = checkouts.get(row.id) ?? null;
    return item;
  });
}
