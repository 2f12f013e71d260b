import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { call } from "../../api/client";
import { entityQueries } from "../../api/entity-queries";
import { bulkEndpoints, type BulkResult } from "../../../contract/bulk";
import { historyEndpoints } from "../../../contract/history";
import { toBulkRequest, type BulkAction } from "./bulk-action";
import { selection } from "./selection";

/** Every list, detail and path may show what a batch changed: all entity queries refresh. */
async function refreshEntities(qc: QueryClient, deleted: readonly string[] = []) {
  for (const id of deleted) qc.removeQueries({ queryKey: entityQueries.detail(id).queryKey });
  await qc.invalidateQueries({ queryKey: entityQueries.all });
}

/**
 * Runs one action over the ids as one batch; a delete also leaves the selection, since what it named is
 * gone (an Undo brings the entities back, not the selection).
 */
export function useRunBulk() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: string[] }): Promise<BulkResult> =>
      call(bulkEndpoints.run, { body: toBulkRequest(action, ids) }),
    onSuccess: async (_result, { action, ids }) => {
      if (action.kind === "delete") selection.remove(ids);
      await refreshEntities(qc, action.kind === "delete" ? ids : []);
    },
    meta: { inlineErrors: true },
  });
}

/** Reverts a whole batch (`POST /v1/batches/{batchId}/undo`), all or nothing. */
export function useUndoBatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => call(historyEndpoints.undo, { params: { batchId }, query: {} }),
    onSuccess: () => refreshEntities(qc),
    meta: { inlineErrors: true },
  });
}
