import { t } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callWithEtag } from "../../api/client";
import { entityQueries } from "../../api/entity-queries";
import { toastStore } from "../../components/ui/toast-store";
import { historyEndpoints, type RestorableField } from "../../../contract/history";
import { historyQueries } from "./queries";

export interface RestoreInput {
  entityId: string;
  changeId: string;
  /** Only these fields; the whole entity when left out. */
  fields?: RestorableField[];
}

/**
 * Restores an entity as it was before one of its changes, with the ETag the page shows, so that a change
 * someone made meanwhile is never overwritten (412). The answer is the entity's new detail; its history,
 * places and lists refresh, and a toast says so (a screen reader hears it).
 */
export function useRestoreChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ entityId, changeId, fields }: RestoreInput) => {
      const shown = qc.getQueryData(entityQueries.detail(entityId).queryKey);
      return callWithEtag(historyEndpoints.restore, {
        params: { id: entityId, changeId },
        body: fields ? { fields } : undefined,
        ifMatch: shown?.etag ?? undefined,
      });
    },
    meta: { inlineErrors: true },
    onSuccess: async (result, { entityId }) => {
      qc.setQueryData(entityQueries.detail(entityId).queryKey, result);
      toastStore.show({ title: t`Restored ${result.data.name}.` });
      await Promise.all([
        qc.invalidateQueries({
          queryKey: entityQueries.all,
          predicate: (q) => !entityQueries.isDetail(q.queryKey, entityId),
        }),
        qc.invalidateQueries({ queryKey: historyQueries.all }),
      ]);
    },
  });
}
