import { sql, type Kysely } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTreeTransaction } from "../db/transaction";
import type { Snapshot } from "../domain/history-diff";
import { trackedWithNew } from "../history/record";
import { byEntity, snapshotOfRows } from "../history/snapshot";
import { refreshSubtree } from "../entities/placement-effects";
import { inBudgetedSteps } from "./budgeted-steps";
import type { ImportPlan, PlannedEntity } from "./import-plan";
import { entityColumns, fieldRows, newEntityRow, tagLinks } from "./import-rows";

type Q = Kysely<Database>;

/** Entities per multi-row INSERT: some 30 parameters each stay far below either database's limit. */
const CHUNK = 20;
/** Tag links, custom fields, new tags and types per statement (a row may have many of each). */
const LINK_SLICE = 500;

const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((r) => r.id);

async function inSlices<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += LINK_SLICE) await insert(rows.slice(at, at + LINK_SLICE));
}

/**
 * One chunk, parents before children: new entities in one INSERT, then the updates, then tags and fields.
 * The new entities' snapshots go to `made`, from the very rows inserted.
 */
async function writeChunk(
  trx: Q,
  groupId: string,
  chunk: readonly PlannedEntity[],
  now: string,
  made: Map<string, Snapshot>,
) {
  const created = chunk.filter((e) => !e.existing);
  const updated = chunk.filter((e) => e.existing);
  const links = tagLinks(chunk);
  const fields = fieldRows(chunk, now);
  if (created.length > 0) {
    const rows = created.map((e) => newEntityRow(e, groupId, now));
    await trx.insertInto("entities").values(rows).execute();
    noteSnapshots(rows, links, fields, made);
  }
  for (const e of updated) {
    await trx
      .updateTable("entities")
      .set({ ...entityColumns(e, now), version: sql<number>`version + 1` })
      .where("id", "=", e.id)
      .where("group_id", "=", groupId)
      .execute();
  }
  // Tags and custom fields are exactly the row's (Homebox's full replace); a new entity has none to drop.
  const replaced = ids(updated.filter((e) => e.record));
  if (replaced.length > 0) {
    await trx.deleteFrom("entity_tags").where("entity_id", "in", replaced).execute();
    await trx.deleteFrom("entity_fields").where("entity_id", "in", replaced).execute();
  }
  await inSlices(links, (rows) => trx.insertInto("entity_tags").values(rows).execute());
  await inSlices(fields, (rows) => trx.insertInto("entity_fields").values(rows).execute());
}

/** History's snapshots of new entities, from their rows: a new entity has no attachments yet. */
function noteSnapshots(
  rows: ReadonlyArray<ReturnType<typeof newEntityRow>>,
  links: ReturnType<typeof tagLinks>,
  fields: ReturnType<typeof fieldRows>,
  made: Map<string, Snapshot>,
) {
  const tagsOf = byEntity(links);
  const fieldsOf = byEntity(fields);
  for (const row of rows) {
    const tagIds = (tagsOf.get(row.id) ?? []).map((l) => l.tag_id);
    made.set(row.id, snapshotOfRows(row, tagIds, fieldsOf.get(row.id) ?? [], []));
  }
}

/**
 * Writes a checked plan in one transaction, so that an import is all or nothing, a crash included: the
 * database drops what an unfinished transaction wrote.
 */
export async function writePlan(
  db: Db,
  groupId: string,
  plan: ImportPlan,
  onProgress: (written: number) => void = () => {},
) {
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  await inTreeTransaction(db, groupId, async (trx) => {
    await inSlices(plan.types, (types) =>
      trx
        .insertInto("entity_types")
        .values(
          types.map((t) => ({
            id: t.id,
            group_id: groupId,
            name: t.name,
            is_location: t.isLocation ? 1 : 0,
            icon: "",
            ...stamps,
          })),
        )
        .execute(),
    );
    await inSlices(plan.tags, (tags) =>
      trx
        .insertInto("tags")
        .values(
          tags.map((t) => ({
            id: t.id,
            group_id: groupId,
            parent_id: null,
            name: t.name,
            description: "",
            color: "",
            icon: "",
            ...stamps,
          })),
        )
        .execute(),
    );
    // History snapshots the updated entities once before and once after the whole write (in slices of its
    // own), not around each chunk of 20, which would add nine statements per chunk.
    const existing = ids(plan.entities.filter((e) => e.existing));
    await trackedWithNew(trx, groupId, existing, (made) =>
      inBudgetedSteps(plan.entities, CHUNK, (chunk) => writeChunk(trx, groupId, chunk, now, made), onProgress),
    );
    await inBudgetedSteps(plan.moved, 1, async (moved) => {
      for (const id of moved) await refreshSubtree(trx, groupId, id, false, now);
    });
  });
}
