import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import type { BulkField } from "../../contract";
import type { Database } from "../db/schema";
import type { Placement } from "../domain/placement";
import { afterLocationFlagChange, refreshSubtrees } from "../entities/placement-effects";
import { bulkFieldColumns } from "./rules";
import type { TargetRow } from "./targets";

type Q = Kysely<Database>;

/** Ids per statement: well under both databases' parameter limits, and short enough to yield in between. */
export const CHUNK = 500;

/**
 * Custom fields per statement: on SQLite each field row written re-indexes its entity's search text, which makes
 * a slice of 500 hold the writer too long for other requests.
 */
export const FIELD_ROWS = 100;

/** Runs `fn` on each slice of `items` (ids or rows), giving the event loop a turn in between so that other requests are served. */
export async function inSlices<T>(items: readonly T[], fn: (slice: T[]) => Promise<unknown>, size = CHUNK) {
  for (let i = 0; i < items.length; i += size) {
    await fn(items.slice(i, i + size));
    await nextTurn();
  }
}

export interface UpdatePlan {
  columns: Record<string, unknown>;
  type?: { id: string; is_location: number };
  /** Present when the batch moves: each entity's placement. */
  placements?: Map<string, Placement>;
  addTagIds: readonly string[];
  removeTagIds: readonly string[];
  fields: readonly BulkField[];
}

/**
 * One UPDATE per slice: every chosen column, the new version and each entity's own placement, joined from a
 * VALUES list (an undo puts each entity back to a place of its own, and a statement per place was a round
 * trip per entity on PostgreSQL).
 */
async function updateRows(trx: Q, rows: readonly TargetRow[], plan: UpdatePlan, now: string) {
  const { placements } = plan;
  await inSlices(
    rows.map((r) => r.id),
    (slice) => {
      const query = trx.updateTable("entities").set((eb) => ({
        ...plan.columns,
        ...(plan.type ? { entity_type_id: plan.type.id } : {}),
        version: eb("entities.version", "+", 1),
        updated_at: now,
      }));
      if (!placements) return query.where("id", "in", slice).execute();
      const values = slice.map((id) => {
        const p = placements.get(id);
        if (!p) throw new Error(`no placement planned for ${id}`);
        return sql`(${id}, ${p.parentId}, ${p.locationId}, ${p.resolvedLocationId})`;
      });
      return query
        .from(sql<PlacedRow>`(VALUES ${sql.join(values)})`.as("v"))
        .set({
          parent_id: sql.ref("v.column2"),
          location_id: sql.ref("v.column3"),
          resolved_location_id: sql.ref("v.column4"),
        })
        .whereRef("entities.id", "=", sql.ref("v.column1"))
        .execute();
    },
  );
}

/** A VALUES row of a placement: id, parent, own location, resolved location (both databases name them so). */
type PlacedRow = { column1: string; column2: string | null; column3: string | null; column4: string | null };

/** Tag links added where missing and removed where present; the tags' own triggers keep their values. */
async function updateTags(trx: Q, ids: readonly string[], add: readonly string[], remove: readonly string[]) {
  if (add.length === 0 && remove.length === 0) return;
  const perSlice = Math.max(1, Math.floor(CHUNK / Math.max(1, add.length)));
  for (let i = 0; i < ids.length; i += perSlice) {
    const slice = ids.slice(i, i + perSlice);
    if (remove.length) {
      await trx.deleteFrom("entity_tags").where("entity_id", "in", slice).where("tag_id", "in", remove).execute();
    }
    if (add.length) {
      await trx
        .insertInto("entity_tags")
        .values(slice.flatMap((entity_id) => add.map((tag_id) => ({ entity_id, tag_id }))))
        .onConflict((oc) => oc.columns(["entity_id", "tag_id"]).doNothing())
        .execute();
    }
    await nextTurn();
  }
}

/** Each custom field by name: its value replaced where the entity has it, added after the others where not. */
async function updateFields(trx: Q, ids: readonly string[], fields: readonly BulkField[], now: string) {
  for (const field of fields) {
    const values = bulkFieldColumns(field);
    await inSlices(
      ids,
      async (slice) => {
        // One read per slice: whether each entity has the field, and its last position for one it lacks.
        const known = await trx
          .selectFrom("entity_fields")
          .select((eb) => [
            "entity_id",
            eb.fn.max("position").as("position"),
            eb.fn.max(eb.case().when("name", "=", field.name).then(1).else(0).end()).as("named"),
          ])
          .where("entity_id", "in", slice)
          .groupBy("entity_id")
          .execute();
        const last = new Map(known.map((k) => [k.entity_id, Number(k.position)]));
        const has = new Set(known.filter((k) => Number(k.named) === 1).map((k) => k.entity_id));
        if (has.size > 0) {
          await trx
            .updateTable("entity_fields")
            .set({ ...values, updated_at: now })
            .where("entity_id", "in", [...has])
            .where("name", "=", field.name)
            .execute();
        }
        const missing = slice.filter((id) => !has.has(id));
        if (missing.length === 0) return;
        await trx
          .insertInto("entity_fields")
          .values(
            missing.map((entity_id) => ({
              id: randomUUID(),
              entity_id,
              name: field.name,
              position: (last.get(entity_id) ?? -1) + 1,
              created_at: now,
              updated_at: now,
              ...values,
            })),
          )
          .execute();
      },
      FIELD_ROWS,
    );
  }
}

/** What a move or a type change means for subtrees: the same effects a single PATCH has (write.ts). */
async function applyTopology(trx: Q, groupId: string, rows: readonly TargetRow[], plan: UpdatePlan) {
  const type = plan.type;
  const flipped = type ? rows.filter((r) => r.is_location !== type.is_location).map((r) => r.id) : [];
  if (type && flipped.length) await afterLocationFlagChange(trx, groupId, flipped, type.is_location === 1);
  const skip = new Set(flipped);
  const relocated = rows.flatMap((r) => {
    const placement = plan.placements?.get(r.id);
    if (skip.has(r.id) || !placement || placement.resolvedLocationId === r.resolved_location_id) return [];
    return [{ id: r.id, isLocation: r.is_location === 1, resolvedLocationId: placement.resolvedLocationId }];
  });
  // An entity moved under another relocated one of the batch is walked with that one's subtree.
  const relocatedIds = new Set(relocated.map((r) => r.id));
  const topmost = relocated.filter((r) => {
    const parentId = plan.placements?.get(r.id)?.parentId;
    return !parentId || !relocatedIds.has(parentId);
  });
  await refreshSubtrees(trx, topmost);
}

/** Writes an update plan to every entity of the batch, in the caller's transaction. */
export async function writeUpdate(trx: Q, groupId: string, rows: readonly TargetRow[], plan: UpdatePlan) {
  const now = new Date().toISOString();
  const ids = rows.map((r) => r.id);
  await updateRows(trx, rows, plan, now);
  await updateTags(trx, ids, plan.addTagIds, plan.removeTagIds);
  await updateFields(trx, ids, plan.fields, now);
  await applyTopology(trx, groupId, rows, plan);
}
