import { mutationOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { callWithEtag } from "../../../api/client";
import type { EntityPatch } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { toastStore, type ToastGroup } from "../../../components/ui/toast-store";
import { entityTypeQueries } from "../../entity-types";
import { tagQueries } from "../../tags";
import { entityQueries } from "../../../api/entity-queries";
import { newBatchId, undoBatchFromToast } from "../../history";
import { applyPatch, undoPatchFor } from "./apply-patch";

export interface PatchVariables {
  id: string;
  patch: EntityPatch;
  /** When set, a toast announces the change with Undo for 10 seconds. */
  announce?: string;
  /** Repeated changes of one kind share one toast (and one Undo). */
  group?: ToastGroup;
}

/**
 * A quick change by PATCH: optimistic, rolled back when refused, undoable from the toast. Each change is sent
 * in a batch (a grouped toast's changes in one), and Undo asks the service to undo that batch, so the undo is
 * recorded and works after the page that made the change is gone.
 */
export function patchEntityOptions(qc: QueryClient) {
  return mutationOptions({
    // Quick changes reach the service one at a time and in order, so a late answer never overwrites a newer one.
    scope: { id: "entity-quick-changes" },
    mutationFn: async ({ id, patch, group }: PatchVariables) => {
      // Read when the change is sent (after the one before it settled), so it joins that change's toast's batch.
      const batchId = (group && toastStore.batchOf(group.key)) ?? newBatchId();
      return { batchId, ...(await callWithEtag(entityEndpoints.patch, { params: { id }, body: patch, batchId })) };
    },
    onMutate: async ({ id, patch }) => {
      const key = entityQueries.detail(id).queryKey;
      // Undo needs the values from before the change, so load the entity when no page has it yet.
      const previous = await qc.ensureQueryData(entityQueries.detail(id));
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData(key, { ...previous, data: applyPatch(previous.data, patch, lookupsIn(qc)) });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context) qc.setQueryData(entityQueries.detail(id).queryKey, context.previous);
    },
    onSuccess: ({ batchId, ...result }, { id, patch, announce, group }, context) => {
      qc.setQueryData(entityQueries.detail(id).queryKey, result);
      const before = context?.previous.data;
      if (announce && before) {
        const undo = () => {
          showReverted(qc, id, undoPatchFor(before, patch));
          undoBatchFromToast(qc, batchId);
        };
        toastStore.show({ title: announce, group, batchId, undo });
      }
    },
    onSettled: (_d, _e, { id }) =>
      // Lists, tree, paths and other entities' children may all show this entity.
      qc.invalidateQueries({
        queryKey: entityQueries.all,
        predicate: (q) => !entityQueries.isDetail(q.queryKey, id),
      }),
  });
}

/** Undo shows the previous values at once; the undo's own refetch (or its failure's) settles them. */
function showReverted(qc: QueryClient, id: string, patch: EntityPatch) {
  qc.setQueryData(
    entityQueries.detail(id).queryKey,
    (cached) => cached && { ...cached, data: applyPatch(cached.data, patch, lookupsIn(qc)) },
  );
}

/** The tags and types the cache has, by which a patch's ids become the names the page shows. */
const lookupsIn = (qc: QueryClient) => ({
  tags: qc.getQueryData(tagQueries.all().queryKey),
  types: qc.getQueryData(entityTypeQueries.all().queryKey),
});

export function usePatchEntity() {
  const qc = useQueryClient();
  return useMutation(patchEntityOptions(qc));
}
