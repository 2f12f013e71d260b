import type { Kysely, Selectable, SelectQueryBuilder } from "kysely";
import type { ChangeOut, HistoryFeedQuery, HistoryPage } from "../../contract";
import type { Database } from "../db/schema";
import { notFound } from "../domain/errors";

type Q = Kysely<Database>;
type ChangeQuery = SelectQueryBuilder<Database, "entity_changes", object>;
type ChangeRow = Selectable<Database["entity_changes"]>;

type EntityNames = ReadonlyMap<string, { name: string | null; deleted: boolean }>;

export const changeOut = (r: ChangeRow, names: EntityNames): ChangeOut => ({
  id: r.id,
  entityId: r.entity_id,
  at: r.at,
  actor: { id: r.actor_id, name: r.actor_name, kind: r.actor_kind },
  action: r.action as ChangeOut["action"],
  batchId: r.batch_id,
  changes: JSON.parse(r.changes) as ChangeOut["changes"],
  entityName: names.get(r.entity_id)?.name ?? null,
  entityDeleted: names.get(r.entity_id)?.deleted ?? true,
});

/**
 * The names of a page's entities, so that a feed renders without one request per entity: the current name,
 * or for a deleted entity the name its latest `delete` change recorded (a delete keeps every field's `from`).
 */
async function entityNames(db: Q, groupId: string, rows: readonly ChangeRow[]): Promise<EntityNames> {
  const ids = [...new Set(rows.map((r) => r.entity_id))];
  const names = new Map<string, { name: string | null; deleted: boolean }>();
  if (ids.length === 0) return names;
  const present = await db
    .selectFrom("entities")
    .select(["id", "name"])
    .where("group_id", "=", groupId)
    .where("id", "in", ids)
    .execute();
  for (const e of present) names.set(e.id, { name: e.name, deleted: false });
  const gone = ids.filter((id) => !names.has(id));
  if (gone.length === 0) return names;
  const deletions = await db
    .selectFrom("entity_changes")
    .select(["entity_id", "changes"])
    .where("group_id", "=", groupId)
    .where("entity_id", "in", gone)
    .where("action", "=", "delete")
    .orderBy("seq", "desc")
    .execute();
  for (const d of deletions) {
    if (names.has(d.entity_id)) continue;
    const name = (JSON.parse(d.changes) as ChangeOut["changes"]).find((c) => c.field === "name")?.from;
    names.set(d.entity_id, { name: typeof name === "string" ? name : null, deleted: true });
  }
  return names;
}

/**
 * Where counting stops: an exact count of a million changes reads all of them on every page, so beyond this
 * the page says `totalAtLeast` instead (bench/results.md, "History").
 */
export const COUNT_CAP = 10_000;

/** One page of the changes a query selects, newest first, with their count up to COUNT_CAP. */
async function pageOf(db: Q, groupId: string, base: ChangeQuery, page: number, pageSize: number): Promise<HistoryPage> {
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("seq", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom(
        base
          .select("seq")
          .limit(COUNT_CAP + 1)
          .as("matching"),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const n = Number(count.n);
  const total = n > COUNT_CAP ? { total: COUNT_CAP, totalAtLeast: true as const } : { total: n };
  const names = await entityNames(db, groupId, rows);
  return { items: rows.map((r) => changeOut(r, names)), page, pageSize, ...total };
}

/** The entity's changes; a deleted entity's history stays readable, an id the group never had is a 404. */
export async function entityHistory(db: Q, groupId: string, id: string, page: number, pageSize: number) {
  const base = db.selectFrom("entity_changes").where("group_id", "=", groupId).where("entity_id", "=", id);
  const answer = await pageOf(db, groupId, base, page, pageSize);
  if (answer.total === 0) {
    const exists = await db.selectFrom("entities").select("id").where("id", "=", id).where("group_id", "=", groupId);
    if (!(await exists.executeTakeFirst())) throw notFound();
  }
  return answer;
}

export function historyFeed(db: Q, groupId: string, q: HistoryFeedQuery) {
  let base = db.selectFrom("entity_changes").where("group_id", "=", groupId);
  if (q.actor) base = base.where("actor_id", "=", q.actor);
  if (q.action) base = base.where("action", "=", q.action);
  if (q.entity) base = base.where("entity_id", "=", q.entity);
  if (q.batch) base = base.where("batch_id", "=", q.batch);
  if (q.from) base = base.where("at", ">=", new Date(q.from).toISOString());
  if (q.to) base = base.where("at", "<", new Date(q.to).toISOString());
  return pageOf(db, groupId, base, q.page, q.pageSize);
}
