import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Checkout, CheckoutInput } from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { conflict, invalid } from "../domain/errors";
import { localDate } from "../domain/reminders";
import { requireEntityOut } from "../entities/output";
import { requireEntity } from "../entities/require-entity";
import { recordChanges } from "../history/record";
import { openCheckout } from "./output";

type Q = Kysely<Database>;

/** The borrower as stored: a member of this group (by their current name), or the typed name. */
async function borrower(trx: Q, groupId: string, to: CheckoutInput["to"]) {
  if (to.userId === undefined) return { to_user_id: null, to_name: to.name ?? "" };
  const member = await trx
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.name"])
    .where("m.group_id", "=", groupId)
    .where("m.user_id", "=", to.userId)
    .executeTakeFirst();
  if (!member) throw invalid({ "to.userId": "is not a member of this group" });
  return { to_user_id: member.id, to_name: member.name };
}

/** What history keeps of a check-out: the output without its time (the change has its own). */
const kept = (c: Checkout | null) => c && { to: c.to, due: c.due, note: c.note };

/** Records the check-out or return in the entity's history, in the write's transaction (decision 023). */
const record = (trx: Q, groupId: string, entityId: string, before: Checkout | null, after: Checkout | null) =>
  recordChanges(trx, groupId, [{ entityId, before: { checkout: kept(before) }, after: { checkout: kept(after) } }]);

/** POST /v1/entities/{id}/checkout: 409 when the entity is out already, 422 for a past due date or a stranger. */
export function checkoutEntity(db: Db, groupId: string, entityId: string, body: CheckoutInput, now = new Date()) {
  return inTransaction(db, async (trx) => {
    await requireEntity(trx, groupId, entityId);
    if (body.due !== "" && body.due < localDate(now)) {
      throw invalid({ due: "must not be before the day of the check-out" });
    }
    const row = {
      id: randomUUID(),
      group_id: groupId,
      entity_id: entityId,
      ...(await borrower(trx, groupId, body.to)),
      since: now.toISOString(),
      due: body.due,
      note: body.note,
      returned_at: null,
    };
    // At most one open check-out per entity: the partial unique index decides, also between two at once.
    const inserted = await trx
      .insertInto("checkouts")
      .values(row)
      .onConflict((oc) => oc.column("entity_id").where("returned_at", "is", null).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw conflict("That entity is already checked out; return it first.");
    }
    await record(trx, groupId, entityId, null, await openCheckout(trx, entityId));
    return requireEntityOut(trx, groupId, entityId);
  });
}

/** POST /v1/entities/{id}/return: 409 when the entity is not out. */
export function returnEntity(db: Db, groupId: string, entityId: string, note: string) {
  return inTransaction(db, async (trx) => {
    await requireEntity(trx, groupId, entityId);
    const before = await openCheckout(trx, entityId);
    const returned = await trx
      .updateTable("checkouts")
      .set({ returned_at: new Date().toISOString(), return_note: note })
      .where("entity_id", "=", entityId)
      .where("returned_at", "is", null)
      .executeTakeFirst();
    if (!before || Number(returned.numUpdatedRows) === 0) throw conflict("That entity is not checked out.");
    await record(trx, groupId, entityId, before, null);
    return requireEntityOut(trx, groupId, entityId);
  });
}
