import type { Kysely } from "kysely";
import type { z } from "zod";
import { EntityUpdate } from "../../contract";
import { inSlices, writeUpdate } from "../bulk/update";
import { placementsOfMoves, planUpdate } from "../bulk/update-plan";
import { lockedRows, type TargetRow } from "../bulk/targets";
import { turnTaker } from "../db/turns";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { changedColumns } from "../domain/changed-columns";
import { groupBy } from "../domain/group-by";
import { invalid } from "../domain/errors";
import { sameValue, type Snapshot } from "../domain/history-diff";
import { checkTags } from "../entities/references";
import { updateColumns } from "../entities/write";
import { recordChanges } from "./record";
import { restoreFields } from "./restore-fields";
import { loadSnapshots, updateBodyOf } from "./snapshot";

type Q = Kysely<Database>;
/** An entity to write back: its row as read (and locked) in this transaction, its snapshot now and the state to write. */
type Target = { row: TargetRow; current: Snapshot; state: Snapshot };
type Parsed = Target & { body: EntityUpdate };
type Field = keyof typeof EntityUpdate.shape;

/** `writeBackMany`, with one change per entity recorded from snapshots before and after (action `restore`). */
export async function recordedWriteBack(db: Db, trx: Q, groupId: string, targets: readonly Target[]) {
  await writeBackMany(db, trx, groupId, targets);
  const after = await loadSnapshots(
    trx,
    groupId,
    targets.map((t) => t.row.id),
  );
  await recordChanges(
    trx,
    groupId,
    targets.map((t) => ({ entityId: t.row.id, before: t.current, after: after.get(t.row.id) })),
  );
}

/**
 * Writes many existing entities back to earlier states in a few set-based statements, under the rules of a
 * bulk update (types, tags and placement checked as a single write checks them): the undo of a bulk batch.
 */
export async function writeBackMany(db: Db, trx: Q, groupId: string, targets: readonly Target[]) {
  const parsed: Parsed[] = [];
  const check = checkerOfChanges();
  const turn = turnTaker();
  for (const target of targets) {
    parsed.push({ ...target, body: check(target) });
    await turn();
  }
  const now = new Date().toISOString();
  const moving = parsed.filter((p) => p.body.parentId !== p.row.parent_id || p.body.locationId !== p.row.location_id);
  const rewritten = await restoreColumns(trx, parsed, new Set(moving.map((p) => p.row.id)), now);
  for (const [typeId, group] of groupBy(parsed, (p) =>
    p.body.entityTypeId !== p.row.entity_type_id ? (p.body.entityTypeId ?? undefined) : undefined,
  )) {
    const groupRows = group.map((p) => p.row);
    await writeUpdate(trx, groupId, groupRows, await planUpdate(trx, groupId, groupRows, { entityTypeId: typeId }));
    for (const row of groupRows) rewritten.add(row.id);
  }
  // The placement rules read the rows as the steps above left them; rows those steps did not touch are as read.
  const stale = moving.filter((p) => rewritten.has(p.row.id)).map((p) => p.row.id);
  const fresh = new Map((await lockedRows(db, trx, groupId, stale)).map((r) => [r.id, r]));
  // The rules for every target at once, one write for all: a bulk move gathered entities from many places.
  const placements = await placementsOfMoves(
    trx,
    groupId,
    [...groupBy(moving, (p) => JSON.stringify([p.body.parentId, p.body.locationId]))].map(([key, group]) => {
      const [parentId, locationId] = JSON.parse(key) as [string | null, string | null];
      return { rows: group.map((p) => fresh.get(p.row.id) ?? p.row), move: { parentId, locationId } };
    }),
  );
  const movingRows = moving.map((p) => fresh.get(p.row.id) ?? p.row);
  await writeUpdate(trx, groupId, movingRows, { columns: {}, placements, addTagIds: [], removeTagIds: [], fields: [] });
  await restoreTags(trx, groupId, parsed);
  await restoreFields(
    trx,
    parsed.map((p) => ({ id: p.row.id, current: p.current, state: p.state, wanted: p.body.fields })),
    now,
  );
}

/**
 * The update body that writes a target's state back. Only the fields that differ from now are checked against
 * the rules again; the others are the row's, which passed them when written. One checker per set of changed
 * fields.
 */
function checkerOfChanges() {
  const checkers = new Map<string, z.ZodType<Partial<EntityUpdate>>>();
  return (t: Target): EntityUpdate => {
    const changed = Object.keys(t.state).filter(
      (k): k is Field => k in EntityUpdate.shape && !sameValue(t.current[k], t.state[k]),
    );
    const key = changed.join();
    let checker = checkers.get(key);
    if (!checker) {
      checker = EntityUpdate.pick(Object.fromEntries(changed.map((k) => [k, true])) as { [K in Field]?: true });
      checkers.set(key, checker);
    }
    const checked = checker.safeParse(t.state);
    if (!checked.success) throw invalid({ id: "this change cannot be restored: its values no longer pass the rules" });
    return Object.assign(updateBodyOf(t.row, t.current), checked.data);
  };
}

/**
 * The entity's own columns, one UPDATE per distinct set of changed values; every entity gets a new version,
 * by the move's write for one that moves and has no column of its own to change (each row written once).
 * Resolves with the ids of the entities whose own columns changed.
 */
async function restoreColumns(trx: Q, parsed: readonly Parsed[], moving: ReadonlySet<string>, now: string) {
  const changed = new Set<string>();
  const changes = groupBy(parsed, (p) => {
    const columns = changedColumns(p.row, Object.assign(updateColumns(p.body), { asset_id: p.body.assetId }));
    const own = Object.keys(columns).length > 0;
    if (own) changed.add(p.row.id);
    return !own && moving.has(p.row.id) ? undefined : JSON.stringify(columns);
  });
  for (const [json, group] of changes) {
    const columns = JSON.parse(json) as Record<string, unknown>;
    await inSlices(
      group.map((p) => p.row.id),
      (slice) =>
        trx
          .updateTable("entities")
          .set((eb) => ({ ...columns, version: eb("version", "+", 1), updated_at: now }))
          .where("id", "in", slice)
          .execute(),
    );
  }
  return changed;
}

/** Tag links back as they were: the tags must still be the group's (422 otherwise, as a restore answers). */
async function restoreTags(trx: Q, groupId: string, parsed: readonly Parsed[]) {
  const differing = parsed.filter((p) => !sameValue(p.current.tagIds, [...p.body.tagIds].sort()));
  const wanted = [...new Set(differing.flatMap((p) => p.body.tagIds))];
  const checked = await checkTags(trx, groupId, wanted);
  if ("errors" in checked) throw invalid({ tagIds: "a tag of this change no longer exists" });
  const removals: Array<{ entity_id: string; tag_id: string }> = [];
  const additions: Array<{ entity_id: string; tag_id: string }> = [];
  for (const p of differing) {
    const now = new Set(p.current.tagIds as string[]);
    const then = new Set(p.body.tagIds);
    for (const tag of now) if (!then.has(tag)) removals.push({ entity_id: p.row.id, tag_id: tag });
    for (const tag of then) if (!now.has(tag)) additions.push({ entity_id: p.row.id, tag_id: tag });
  }
  // One DELETE per tag taken off, for all its entities.
  for (const [tag, links] of groupBy(removals, (l) => l.tag_id)) {
    const ids = links.map((l) => l.entity_id);
    await inSlices(ids, (slice) =>
      trx.deleteFrom("entity_tags").where("tag_id", "=", tag).where("entity_id", "in", slice).execute(),
    );
  }
  await inSlices(additions, (slice) => trx.insertInto("entity_tags").values(slice).execute());
}
