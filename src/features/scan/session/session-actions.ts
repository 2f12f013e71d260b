import { t } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { call, callWithEtag } from "../../../api/client";
import type { EntityOut, EntityPatch } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { undoPatchFor } from "../../entities";
import { entityQueries } from "../../../api/entity-queries";
import { classifyCode } from "../lookup/classify-code";
import type { ScanApi } from "../lookup/scan-api";

export type SessionMode = "move" | "increment" | "use" | "create" | "select" | "checkout" | "return";

/** What a scanned code names, for the session (which acts on entities, not on products). */
export type SessionTarget =
  | { kind: "entity"; entity: EntityOut }
  | { kind: "missing"; message: string }
  | { kind: "ambiguous"; message: string }
  | { kind: "unknown"; code: string };

export async function findForSession(code: string, api: ScanApi): Promise<SessionTarget> {
  const kind = classifyCode(code);
  if (kind.kind === "asset") {
    const found = await api.findByAssetId(kind.assetId);
    return found
      ? { kind: "entity", entity: await api.getEntity(found.id) }
      : { kind: "missing", message: t`Nothing has asset id ${kind.assetId}.` };
  }
  if (kind.kind === "entity") {
    try {
      return { kind: "entity", entity: await api.getEntity(kind.id) };
    } catch {
      return { kind: "missing", message: t`The scanned link names nothing in this inventory.` };
    }
  }
  const matches = await api.findByBarcode(kind.code);
  if (matches.length > 1) {
    return {
      kind: "ambiguous",
      message: t`${matches.length} items carry code ${kind.code}: ${matches.map((m) => m.name).join(", ")}.`,
    };
  }
  return matches[0] ? { kind: "entity", entity: matches[0] } : { kind: "unknown", code: kind.code };
}

/** One PATCH, its answer put in the cache and everything that lists entities refreshed. */
export async function patchEntity(qc: QueryClient, id: string, patch: EntityPatch): Promise<EntityOut> {
  const result = await callWithEtag(entityEndpoints.patch, { params: { id }, body: patch });
  qc.setQueryData(entityQueries.detail(id).queryKey, result);
  await qc.invalidateQueries({
    queryKey: entityQueries.all,
    predicate: (q) => !entityQueries.isDetail(q.queryKey, id),
  });
  return result.data;
}

/** Moves `entity` into `target`; the undo puts it back where it was (parent and own location). */
export async function moveInto(qc: QueryClient, entity: EntityOut, target: { id: string; name: string }) {
  const patch: EntityPatch = { parentId: target.id };
  await patchEntity(qc, entity.id, patch);
  const undo = undoPatchFor(entity, patch);
  const from = entity.parent?.name ?? "no parent";
  return {
    message: t`Moved ${entity.name} into ${target.name}.`,
    undo: async () => {
      await patchEntity(qc, entity.id, undo);
      return t`Moved ${entity.name} back to ${from}.`;
    },
  };
}

/** The undo of a create: delete what was created. */
export function deleteCreated(qc: QueryClient, entity: { id: string; name: string }) {
  return async () => {
    await call(entityEndpoints.remove, { params: { id: entity.id } });
    qc.removeQueries({ queryKey: entityQueries.detail(entity.id).queryKey });
    await qc.invalidateQueries({ queryKey: entityQueries.all });
    return t`Deleted ${entity.name} again.`;
  };
}
