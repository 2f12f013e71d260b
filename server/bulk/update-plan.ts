import type { Kysely } from "kysely";
import type { BulkFailure, BulkPatch } from "../../contract";
import type { Database } from "../db/schema";
import { turnTaker } from "../db/turns";
import { invalid } from "../domain/errors";
import type { Placement } from "../domain/placement";
import { combine, type Outcome } from "../domain/outcome";
import { settleWithinBatch } from "../domain/subtree";
import { checkEntityType, checkTags } from "../entities/references";
import { patchColumns, placeEach, refusal, type Move } from "./rules";
import { moveTargets, parentNodes, subtreeHeights, type TargetRow } from "./targets";
import type { UpdatePlan } from "./update";

type TypeRef = { id: string; is_location: number };

type Q = Kysely<Database>;

const NOT_FOUND = "not found: no entity with this id in your group";

/** A check's field errors under the request's path (`tagIds[2]` of addTagIds → `patch.addTagIds[2]`). */
function under<T>(path: string, outcome: Outcome<T>, rename: [string, string] = ["", ""]): Outcome<T> {
  if ("ok" in outcome) return outcome;
  const entries = Object.entries(outcome.errors).map(([k, v]) => [`${path}.${k.replace(rename[0], rename[1])}`, v]);
  return { errors: Object.fromEntries(entries) };
}

async function typeOf(trx: Q, groupId: string, id: string | undefined): Promise<Outcome<TypeRef | null>> {
  if (!id) return { ok: null };
  const checked = under("patch", await checkEntityType(trx, groupId, id));
  return "ok" in checked ? { ok: { id: checked.ok.id, is_location: checked.ok.is_location } } : checked;
}

const tagsOf = async (trx: Q, groupId: string, ids: readonly string[] | undefined, name: string) =>
  under("patch", await checkTags(trx, groupId, ids ?? []), ["tagIds", name]);

/**
 * What an update does to each entity, under the rules a single write applies: the type and the tags must be
 * the group's (422 naming the field), and each move must pass the placement rules (422 listing each entity).
 */
export async function planUpdate(trx: Q, groupId: string, rows: readonly TargetRow[], patch: BulkPatch) {
  const refs = combine({
    type: await typeOf(trx, groupId, patch.entityTypeId),
    addTagIds: await tagsOf(trx, groupId, patch.addTagIds, "addTagIds"),
    removeTagIds: await tagsOf(trx, groupId, patch.removeTagIds, "removeTagIds"),
  });
  if ("errors" in refs) throw invalid(refs.errors);
  const { type, addTagIds, removeTagIds } = refs.ok;
  const plan: UpdatePlan = {
    columns: patchColumns(patch),
    type: type ?? undefined,
    addTagIds,
    removeTagIds,
    fields: patch.fields ?? [],
  };
  const move = { parentId: patch.parentId, locationId: patch.locationId };
  if (move.parentId === undefined && move.locationId === undefined) return plan;
  return { ...plan, placements: await placementsOf(trx, groupId, rows, move) };
}

/** Each entity's placement after a move to one target, or the refusal listing every entity the rules refuse. */
export const placementsOf = (trx: Q, groupId: string, rows: readonly TargetRow[], move: Move) =>
  placementsOfMoves(trx, groupId, [{ rows, move }]);

/**
 * Each entity's placement after moves to many targets (an undo puts each entity back where it was), the
 * lookups made once for all of them; or the refusal listing every entity the rules refuse.
 */
export async function placementsOfMoves(
  trx: Q,
  groupId: string,
  moves: ReadonlyArray<{ rows: readonly TargetRow[]; move: Move }>,
) {
  const newParent = (move: Move) => move.parentId !== undefined && move.parentId !== null;
  const heights = await subtreeHeights(
    trx,
    moves.filter((m) => newParent(m.move)).flatMap((m) => m.rows.map((r) => r.id)),
  );
  const targetIds = moves.flatMap(({ move }) =>
    [move.parentId, move.locationId].filter((id): id is string => typeof id === "string"),
  );
  const { nodes, ancestors } = await moveTargets(trx, groupId, targetIds);
  const currentParents = await parentNodes(
    trx,
    moves.filter((m) => m.move.parentId === undefined).flatMap((m) => m.rows),
  );
  const placements = new Map<string, Placement>();
  const failures: BulkFailure[] = [];
  const turn = turnTaker();
  for (const { rows, move } of moves) {
    const parent = typeof move.parentId === "string" ? (nodes.get(move.parentId) ?? null) : null;
    const location = typeof move.locationId === "string" ? (nodes.get(move.locationId) ?? null) : null;
    const missing = combine({
      parent: newParent(move) && !parent ? { errors: { "patch.parentId": NOT_FOUND } } : { ok: true },
      location:
        typeof move.locationId === "string" && !location ? { errors: { "patch.locationId": NOT_FOUND } } : { ok: true },
    });
    if ("errors" in missing) throw invalid(missing.errors);
    const target = {
      parent,
      parentAncestorIds: parent ? (ancestors.get(parent.id) ?? []) : [],
      location,
      locationAncestorIds: location ? (ancestors.get(location.id) ?? []) : [],
    };
    const placed = placeEach(
      rows.map((row) => ({ row, subtreeHeight: heights.get(row.id) ?? 0 })),
      move,
      target,
      currentParents,
    );
    for (const [id, placement] of placed.placements) placements.set(id, placement);
    failures.push(...placed.failures);
    await turn();
  }
  const refused = refusal(failures);
  if (refused) throw refused;
  return settleWithinBatch(placements, (id) => (nodes.get(id) ?? currentParents.get(id))?.isLocation ?? false);
}
