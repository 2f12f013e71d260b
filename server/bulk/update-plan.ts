import type { Kysely } from "kysely";
import type { BulkPatch } from "../../contract";
import type { Database } from "../db/schema";
import { invalid } from "../domain/errors";
import { combine, type Outcome } from "../domain/outcome";
import { checkEntityType, checkTags } from "../entities/references";
import { patchColumns, placeEach, refusal } from "./rules";
import { moveTarget, parentNodes, subtreeHeights, type TargetRow } from "./targets";
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
  const newParent = move.parentId !== undefined && move.parentId !== null;
  const heights = newParent
    ? await subtreeHeights(
        trx,
        rows.map((r) => r.id),
      )
    : new Map<string, number>();
  const target = await moveTarget(trx, groupId, move);
  const missing = combine({
    parent: newParent && !target.parent ? { errors: { "patch.parentId": NOT_FOUND } } : { ok: true },
    location:
      typeof move.locationId === "string" && !target.location
        ? { errors: { "patch.locationId": NOT_FOUND } }
        : { ok: true },
  });
  if ("errors" in missing) throw invalid(missing.errors);
  const { placements, failures } = placeEach(
    rows.map((row) => ({ row, subtreeHeight: heights.get(row.id) ?? 0 })),
    move,
    target,
    move.parentId === undefined ? await parentNodes(trx, rows) : new Map(),
  );
  const refused = refusal(failures);
  if (refused) throw refused;
  return { ...plan, placements };
}
