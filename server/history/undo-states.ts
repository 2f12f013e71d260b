import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { stateBefore, type FieldChange, type Snapshot } from "../domain/history-diff";
import { turnTaker } from "../db/turns";
import { lockedRows, type TargetRow } from "../bulk/targets";
import type { Db } from "../db/database";
import { snapshotsOfRows } from "./snapshot";

type Q = Kysely<Database>;
const CHUNK = 500;

export interface UndoPlan {
  id: string;
  /** The entity's row as it is now (locked on PostgreSQL); absent when it no longer exists. */
  row: TargetRow | undefined;
  /** The entity as it is now; absent when it no longer exists. */
  current: Snapshot | undefined;
  /** What the undo writes back; absent when the batch created the entity. */
  state: Snapshot | undefined;
  /** Whether someone else changed the entity after the batch. */
  changedByOthers: boolean;
}

/**
 * Each entity's state just before its first change of the batch (as `stateBeforeChange` in restore.ts takes it
 * for one), for every entity of the batch in a few queries: a batch of a bulk action names 10,000.
 */
export async function statesBefore(
  db: Db,
  trx: Q,
  groupId: string,
  firstSeq: ReadonlyMap<string, number>,
  lastSeq: number,
  actorId: string,
): Promise<UndoPlan[]> {
  const ids = [...firstSeq.keys()];
  const from = Math.min(...firstSeq.values());
  const locked = await lockedRows(db, trx, groupId, ids);
  const rowOf = new Map(locked.map((r) => [r.id, r]));
  const current = await snapshotsOfRows(trx, locked);
  const since = new Map<string, Array<{ seq: number; action: string; actor_id: string; changes: FieldChange[] }>>();
  const turn = turnTaker();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom("entity_changes")
      .select(["entity_id", "seq", "action", "actor_id", "changes"])
      .where("group_id", "=", groupId)
      .where("entity_id", "in", ids.slice(i, i + CHUNK))
      .where("seq", ">=", from)
      .orderBy("seq", "desc")
      .execute();
    for (const r of rows) {
      if (r.seq < (firstSeq.get(r.entity_id) ?? Infinity)) continue;
      const list = since.get(r.entity_id) ?? [];
      list.push({ ...r, changes: JSON.parse(r.changes) as FieldChange[] });
      since.set(r.entity_id, list);
    }
    await turn();
  }
  return ids.map((id) => {
    const changes = since.get(id) ?? [];
    const now = current.get(id);
    const created = changes.at(-1)?.action === "create";
    return {
      id,
      row: rowOf.get(id),
      current: now,
      state: created
        ? undefined
        : stateBefore(
            now ?? {},
            changes.map((c) => c.changes),
          ),
      changedByOthers: changes.some((c) => c.seq > lastSeq && c.actor_id !== actorId),
    };
  });
}
