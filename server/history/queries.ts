import type { Kysely, Selectable, SelectQueryBuilder } from "kysely";
import type { ChangeOut, HistoryFeedQuery, HistoryPage } from "../../contract";
import type { Database } from "../db/schema";
import { notFound } from "../domain/errors";

type Q = Kysely<Database>;
type ChangeQuery = SelectQueryBuilder<Database, "entity_changes", object>;
type ChangeRow = Selectable<Database["entity_changes"]>;

export const changeOut = (r: ChangeRow): ChangeOut => ({
  id: r.id,
  entityId: r.entity_id,
  at: r.at,
  actor: { id: r.actor_id, name: r.actor_name, kind: r.actor_kind },
  action: r.action as ChangeOut["action"],
  batchId: r.batch_id,
  changes: JSON.parse(r.changes) as ChangeOut["changes"],
});

/**
 * Where counting stops: an exact count of a million changes reads all of them on every page, so beyond this
 * the page says `totalAtLeast` instead (bench/results.md, "History").
 */
export const COUNT_CAP = 10_000;

/** One page of the changes a query selects, newest first, with their count up to COUNT_CAP. */
async function pageOf(db: Q, base: ChangeQuery, page: number, pageSize: number): Promise<HistoryPage> {
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
  return { items: rows.map(changeOut), page, pageSize, ...total };
}

/** The entity's changes; a deleted entity's history stays readable, an id the group never had is a 404. */
export async function entityHistory(db: Q, groupId: string, id: string, page: number, pageSize: number) {
  const base = db.selectFrom("entity_changes").where("group_id", "=", groupId).where("entity_id", "=", id);
  const answer = await pageOf(db, base, page, pageSize);
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
  return pageOf(db, base, q.page, q.pageSize);
}
