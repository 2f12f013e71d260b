import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import type {
  MaintenanceEntry,
  MaintenanceInput,
  MaintenancePage,
  MaintenancePageQuery,
  MaintenanceStatus,
  MaintenanceWithEntity,
} from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { notFound } from "../domain/errors";
import { nextOccurrence } from "../domain/recurrence";
import { requireEntity } from "../entities/require-entity";

type Q = Kysely<Database>;
export type MaintenanceRow = Selectable<Database["maintenance_entries"]>;
type Row = MaintenanceRow;

export const entryOut = (r: Row): MaintenanceEntry => ({
  id: r.id,
  name: r.name,
  description: r.description,
  cost: r.cost,
  scheduledDate: r.scheduled_date,
  completedDate: r.completed_date,
  repeatEvery: r.repeat_every,
  repeatUnit: r.repeat_unit,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const withEntityOut = (r: Row & { entity_name: string }): MaintenanceWithEntity => ({
  ...entryOut(r),
  entityId: r.entity_id,
  entityName: r.entity_name,
  itemID: r.entity_id,
  itemName: r.entity_name,
});

/** An entry is open (scheduled) until it has a completed date (docs/api.md, "Maintenance"). */
const STATUS_WHERE = {
  scheduled: sql<boolean>`m.completed_date = ''`,
  completed: sql<boolean>`m.completed_date <> ''`,
  both: sql<boolean>`1 = 1`,
} as const;

/** Open entries first, soonest due on top; then completed ones, latest first (entity and group logs alike). */
const OPEN_FIRST = sql`CASE WHEN m.completed_date = '' THEN 0 ELSE 1 END`;
const SOONEST_DUE = sql`CASE WHEN m.completed_date = '' THEN m.scheduled_date ELSE '' END`;
const LATEST_DONE = sql`m.completed_date DESC`;

function entries(db: Q, groupId: string, status: MaintenanceStatus) {
  return db
    .selectFrom("maintenance_entries as m")
    .innerJoin("entities as e", "e.id", "m.entity_id")
    .where("m.group_id", "=", groupId)
    .where(STATUS_WHERE[status]);
}

function rowsOf(db: Q, groupId: string, status: MaintenanceStatus) {
  return entries(db, groupId, status)
    .selectAll("m")
    .select("e.name as entity_name")
    .orderBy(OPEN_FIRST)
    .orderBy(SOONEST_DUE)
    .orderBy(LATEST_DONE)
    .orderBy("m.id");
}

/** The log of one entity (Homebox's shape: an array; an unknown entity has none). */
export async function entityLog(db: Q, groupId: string, entityId: string, status: MaintenanceStatus) {
  const rows = await rowsOf(db, groupId, status).where("m.entity_id", "=", entityId).execute();
  return rows.map(withEntityOut);
}

/** The group's whole log (Homebox's shape: an array). */
export async function groupLog(db: Q, groupId: string, status: MaintenanceStatus) {
  return (await rowsOf(db, groupId, status).execute()).map(withEntityOut);
}

/** A page of the group's log, with the number of matching entries and their total cost. */
export async function groupPage(db: Q, groupId: string, q: MaintenancePageQuery): Promise<MaintenancePage> {
  const [rows, figures] = await Promise.all([
    rowsOf(db, groupId, q.status)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    entries(db, groupId, q.status)
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.coalesce(eb.fn.sum<number>("m.cost"), sql<number>`0`).as("cost"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(withEntityOut),
    page: q.page,
    pageSize: q.pageSize,
    total: Number(figures.total),
    totalCost: Math.round(Number(figures.cost) * 100) / 100,
  };
}

const columns = (b: MaintenanceInput) => ({
  name: b.name,
  description: b.description,
  cost: b.cost,
  scheduled_date: b.scheduledDate,
  completed_date: b.completedDate,
  repeat_every: b.repeatEvery,
  repeat_unit: b.repeatUnit,
});

/**
 * When a recurring entry has just been completed, the next one: scheduled one interval after the day it
 * was done, with the same name, notes and interval, and no cost yet (docs/api.md, "Maintenance").
 */
export function nextEntryOf(done: Row, now: string): Row | undefined {
  if (done.repeat_every === 0 || done.repeat_unit === "" || done.completed_date === "") return undefined;
  const scheduled = nextOccurrence(done.completed_date, done.repeat_every, done.repeat_unit);
  if (scheduled === undefined) return undefined;
  return {
    ...done,
    id: randomUUID(),
    cost: 0,
    scheduled_date: scheduled,
    completed_date: "",
    created_at: now,
    updated_at: now,
  };
}

async function scheduleNext(trx: Q, done: Row, now: string) {
  const next = nextEntryOf(done, now);
  if (next) await trx.insertInto("maintenance_entries").values(next).execute();
}

export async function addEntry(db: Db, groupId: string, entityId: string, body: MaintenanceInput) {
  return inTransaction(db, async (trx) => {
    await requireEntity(trx, groupId, entityId);
    return entryOut(await insertEntry(trx, groupId, entityId, body));
  });
}

/** A new entry's row, not yet written. */
export const newEntryRow = (groupId: string, entityId: string, body: MaintenanceInput, now: string): Row => ({
  id: randomUUID(),
  group_id: groupId,
  entity_id: entityId,
  ...columns(body),
  created_at: now,
  updated_at: now,
});

/** A new entry of an entity the caller has checked, in its transaction. */
async function insertEntry(trx: Q, groupId: string, entityId: string, body: MaintenanceInput) {
  const now = new Date().toISOString();
  const row = newEntryRow(groupId, entityId, body, now);
  // An entity deleted meanwhile fails the foreign key, which server/db/db-errors.ts answers as 404/422.
  await trx.insertInto("maintenance_entries").values(row).execute();
  await scheduleNext(trx, row, now);
  return row;
}

/** A full replace; the PUT that completes an open recurring entry also schedules its next one, in one transaction. */
export async function replaceEntry(db: Db, groupId: string, id: string, body: MaintenanceInput) {
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    let query = trx
      .selectFrom("maintenance_entries")
      .select("completed_date")
      .where("id", "=", id)
      .where("group_id", "=", groupId);
    // Two PUTs completing one entry at once: the second waits and sees it done (SQLite writes one at a time).
    if (db.dialect === "postgres") query = query.forUpdate();
    const before = await query.executeTakeFirst();
    if (!before) throw notFound("maintenance entry");
    const row = await trx
      .updateTable("maintenance_entries")
      .set({ ...columns(body), updated_at: now })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.completed_date === "") await scheduleNext(trx, row, now);
    return entryOut(row);
  });
}

export async function deleteEntry(db: Db, groupId: string, id: string) {
  const result = await db.kysely
    .deleteFrom("maintenance_entries")
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound("maintenance entry");
}
