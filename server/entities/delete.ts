import { attachmentKeysOf } from "../attachments/cleanup";
import { keepAttachments } from "../attachments/kept";
import type { Kysely } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import { planChildrenOfDeleted, planOwnLocationsOfDeleted, type Move } from "../domain/deletion";
import { notFound } from "../domain/errors";
import { tracked } from "../history/record";
import { refreshSubtree } from "./placement-effects";
import { childNodes, findNode, nodeRows, toNode } from "./topology-queries";

/**
 * Children keep their resolved location (docs/spec/contract.md, "Other operations"). The attachments are kept
 * for a restore (attachments/kept.ts); their storage keys are returned for the usual removal after the commit,
 * which spares files that kept rows still refer to.
 */
export function deleteEntity(db: Db, groupId: string, id: string): Promise<string[]> {
  return inTreeTransaction(db, groupId, (trx) => removeEntity(trx, groupId, id));
}

/** A delete inside the caller's tree transaction (a batch undo deletes what the batch created). */
export async function removeEntity(trx: Kysely<Database>, groupId: string, id: string): Promise<string[]> {
  const node = await findNode(trx, groupId, id);
  if (!node) throw notFound();
  const parent = await findNode(trx, groupId, node.parentId);
  const childMoves = planChildrenOfDeleted(node, parent, await childNodes(trx, id));
  const referrers = await nodeRows(trx).where("e.location_id", "=", id).where("e.parent_id", "!=", id).execute();
  const referrerMoves = planOwnLocationsOfDeleted(
    node,
    await Promise.all(
      referrers.map(async (r) => ({ node: toNode(r), parent: await findNode(trx, groupId, r.parent_id) })),
    ),
  );
  const now = new Date().toISOString();
  const moves: Move[] = [...childMoves, ...referrerMoves];
  // The entity and each one that moves off it: one history row each.
  return tracked(trx, groupId, [id, ...moves.map((m) => m.id)], async () => {
    for (const m of moves) {
      await trx
        .updateTable("entities")
        .set((eb) => ({
          parent_id: m.parentId,
          location_id: m.locationId,
          version: eb("version", "+", 1),
          updated_at: now,
        }))
        .where("id", "=", m.id)
        .execute();
    }
    const keys = await attachmentKeysOf(trx, id);
    await keepAttachments(trx, [id], now);
    await trx.deleteFrom("entities").where("id", "=", id).execute();
    for (const m of moves) await refreshSubtree(trx, groupId, m.id, false, now);
    return keys;
  });
}
