import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { attachmentsNotKept } from "../attachments/kept";
import type { Db } from "../db/database";
import { inTreeTransaction } from "../db/transaction";
import { conflict, notFound } from "../domain/errors";
import { revertLogged } from "../maintenance/logged-entries";
import { reopenFinishedBy } from "../stocktakes/reopen";
import { runAs } from "./request-context";
import { writeBack } from "./restore";
import { statesBefore } from "./undo-states";
import { recordedWriteBack } from "./write-back-many";

/**
 * POST /v1/batches/{batchId}/undo: every entity of the batch back to what it was before it, in one
 * transaction, so that the undo is all or nothing (a crash included). Entities someone else changed since
 * refuse the undo (409, listed) unless `force`. Returns the blob keys of attachments gone with undone creates.
 */
export function undoBatch(db: Db, groupId: string, batchId: string, actorId: string, force: boolean) {
  return inTreeTransaction(db, groupId, async (trx) => {
    const rows = await trx
      .selectFrom("entity_changes")
      .select(["entity_id", "seq"])
      .where("group_id", "=", groupId)
      .where("batch_id", "=", batchId)
      .orderBy("seq")
      .execute();
    if (rows.length === 0) throw notFound("batch");
    // Each entity's first change of the batch: the state before it is what the undo writes back.
    const firstSeq = new Map<string, number>();
    for (const r of rows) if (!firstSeq.has(r.entity_id)) firstSeq.set(r.entity_id, r.seq);
    const lastSeq = rows.at(-1)?.seq ?? 0;
    const states = await statesBefore(db, trx, groupId, firstSeq, lastSeq, actorId);
    const changedSince = states.filter((p) => p.changedByOthers).map((p) => p.id);
    if (changedSince.length > 0 && !force) {
      throw conflict("Someone else changed some of these entities since; send force=true to undo anyway.", {
        entities: changedSince,
      });
    }
    const undoBatchId = randomUUID();
    const keys: string[] = [];
    const plans: Plan[] = states.map((p) => ({ id: p.id, exists: p.current !== undefined, state: p.state }));
    const notKept: string[] = [];
    await runAs("restore", undoBatchId, async () => {
      await revertLogged(trx, groupId, batchId);
      const updates = states.flatMap((p) =>
        p.row && p.current && p.state ? [{ row: p.row, current: p.current, state: p.state }] : [],
      );
      // A batch that only changed existing entities (a bulk update) goes back in set-based statements.
      if (updates.length === states.length) return recordedWriteBack(db, trx, groupId, updates);
      // Creates undone last: what the batch placed inside them moves back out first.
      const ordered = [...parentsFirst(plans.filter((p) => p.state)), ...plans.filter((p) => !p.state)];
      for (const plan of ordered) {
        const done = await writeBack(db, trx, groupId, plan);
        keys.push(...done.keys);
        if (plan.state && done.out) notKept.push(...attachmentsNotKept(plan.state, done.out.entity));
        await nextTurn();
      }
    });
    await reopenFinishedBy(trx, groupId, batchId);
    return { result: { batchId: undoBatchId, entities: plans.length, attachmentsNotKept: notKept }, keys };
  });
}

type Plan = Parameters<typeof writeBack>[3];

/** Entities brought back before those that name them as parent or location (a wiped location, then its items). */
export function parentsFirst(plans: readonly Plan[]): Plan[] {
  const pending = new Map(plans.map((p) => [p.id, p]));
  const ordered: Plan[] = [];
  const place = (plan: Plan, seen: Set<string>) => {
    if (!pending.has(plan.id) || seen.has(plan.id)) return;
    seen.add(plan.id);
    for (const ref of [plan.state?.parentId, plan.state?.locationId]) {
      const first = typeof ref === "string" ? pending.get(ref) : undefined;
      if (first) place(first, seen);
    }
    pending.delete(plan.id);
    ordered.push(plan);
  };
  for (const plan of plans) place(plan, new Set());
  return ordered;
}
