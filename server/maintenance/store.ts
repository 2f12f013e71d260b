import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type {
  MaintenanceEntry,
  MaintenanceInput,
  MaintenancePage,
  MaintenanceQuery,
  MaintenanceStatus,
  MaintenanceWithEntity,
} from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { notFound } from "../domain/errors";

type Q = Kysely<Database>;
type Row = Database["maintenance_entries"];

export const entryOut = (r: Row): MaintenanceEntry => ({
  id: r.id,
  name: r.name,
  description: r.description,
  cost: r.cost,
  scheduledDate: r.scheduled_date,
  completedDate: r.completed_date,
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

/** The group's log, paged, with the number of matching entries and their total cost. */
export async function groupLog(db: Q, groupId: string, q: MaintenanceQuery): Promise<MaintenancePage> {
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
});

export async function addEntry(db: Db, groupId: string, entityId: string, body: MaintenanceInput) {
  const entity = await db.kysely
    .selectFrom("entities")
    .select("id")
    .where("id", "=", entityId)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!entity) throw notFound();
  const now = new Date().toISOString();
  const row: Row = {
    id: randomUUID(),
    group_id: groupId,
    entity_id: entityId,
    ...columns(body),
    created_at: now,
    updated_at: now,
  };
  // An entity deleted meanwhile fails the foreign key, which server/db/db-errors.ts answers as 404/422.
  await db.kysely.insertInto("maintenance_entries").values(row).execute();
  return entryOut(row);
}

export async function replaceEntry(db: Db, groupId: string, id: string, body: MaintenanceInput) {
  const now = new Date().toISOString();
  const row = await db.kysely
    .updateTable("maintenance_entries")
    .set({ ...columns(body), updated_at: now })
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound("maintenance entry");
  return entryOut(row);
}

export async function deleteEntry(db: Db, groupId: string, id: string) {
  const result = await db.kysely
    .deleteFrom("maintenance_entries")
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound("maintenance entry");
}
