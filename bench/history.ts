import { sql } from "kysely";
import { openDatabase, type Db } from "../server/db/database";
import { seedChanges } from "./history-seed";
import { queryLatencyRows } from "./query-latency";
import type { Row } from "./report";
import { startServiceUnderTest, type Backend } from "./service-under-test";
import type { Settings } from "./settings";
import { summarize } from "./stats";

const ONE_ENTITY = 1_000;

/** Bytes of the history table with its indexes: SQLite's page counts (dbstat), PostgreSQL's relation size. */
async function historyBytes(db: Db): Promise<number> {
  if (db.dialect === "postgres") {
    await sql`VACUUM ANALYZE entity_changes`.execute(db.kysely);
    const { rows } = await sql<{ n: string }>`SELECT pg_total_relation_size('entity_changes') AS n`.execute(db.kysely);
    return Number(rows[0]!.n);
  }
  const { rows } = await sql<{ n: number }>`SELECT sum(pgsize) AS n FROM dbstat
    WHERE name = 'entity_changes' OR name LIKE 'entity_changes_%' OR name LIKE 'sqlite_autoindex_entity_changes%'`.execute(
    db.kysely,
  );
  return rows[0]!.n;
}

/** What a bulk load leaves for the planner: fresh statistics, and on SQLite a log folded into the file. */
async function settle(db: Db) {
  if (db.dialect === "postgres") await sql`VACUUM ANALYZE entity_changes`.execute(db.kysely);
  else {
    await sql`ANALYZE`.execute(db.kysely);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
  }
}

/**
 * Issue 40's history figures: the table's size after 100,000 changes, then, grown to 1,000,000 changes with
 * set-based SQL (bench/history-seed.ts), one entity's history at 1,000 changes and the group feed's pages.
 */
export async function historyFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const [sized, total] = s.quick ? [10_000, 50_000] : [100_000, 1_000_000];
  const svc = await startServiceUnderTest(backend, 1_000);
  const db = openDatabase({ ...svc.storage, statementTimeoutMs: 0 });
  try {
    const groupId = svc.seeded.groupId;
    const section = `${backend}: history`;
    const empty = await historyBytes(db);
    await seedChanges(db, { groupId, series: 1, count: sized, startSecond: 1.7e9 }, { entities: 10_000 });
    await settle(db);
    const bytes = (await historyBytes(db)) - empty;
    const rows: Row[] = [
      {
        section,
        figure: `entity_changes with its indexes, ${sized} changes`,
        unit: "MB",
        summary: summarize([bytes / 1e6]),
        note: `${Math.round(bytes / sized)} bytes a change; a tenth are creates (about 1 KB of JSON)`,
      },
    ];
    const item = { groupId, series: 2, count: ONE_ENTITY, startSecond: 1.7e9 + sized };
    await seedChanges(db, item, { entityId: svc.seeded.itemId });
    const rest = { groupId, series: 3, count: total - sized - ONE_ENTITY, startSecond: 1.7e9 + sized + ONE_ENTITY };
    await seedChanges(db, rest, { entities: 10_000 });
    await settle(db);
    rows.push(
      ...(await queryLatencyRows(svc, s, `${backend}: history, ${total} changes`, [
        [`one entity's history (${ONE_ENTITY} changes), first page`, `/v1/entities/${svc.seeded.itemId}/history`, 30],
        ["group feed, first page", "/v1/history", 30],
        ["group feed filtered by action (move), first page", "/v1/history?action=move", 30],
        ["group feed filtered by actor (an API key), first page", "/v1/history?actor=bench-key", 30],
      ])),
    );
    return rows;
  } finally {
    await db.close();
    await svc.stop();
  }
}
