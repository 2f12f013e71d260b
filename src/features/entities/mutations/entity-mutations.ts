import { t } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, callWithEtag } from "../../../api/client";
import { ApiError } from "../../../api/api-error";
import type { EntityCreateInput } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { toastStore } from "../../../components/ui/toast-store";
import { entityQueries } from "../../../api/entity-queries";
import { newBatchId, undoBatchFromToast } from "../../history";

/**
 * Creating an entity changes lists, the tree and its parent's children; `batchId` lets the "Created" toast's
 * Undo revert it (POST /v1/batches/{id}/undo).
 */
export function useCreateEntity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, batchId }: { body: EntityCreateInput; batchId?: string }) =>
      call(entityEndpoints.create, { body, batchId }),
    meta: { inlineErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: entityQueries.all }),
  });
}

/** Deleting in a batch of its own, which the "Deleted" toast's Undo brings back (with its attachments). */
export function useDeleteEntity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const batchId = newBatchId();
      await call(entityEndpoints.remove, { params: { id }, batchId });
      return { batchId, name };
    },
    meta: { deletesEntity: true },
    // The deleted entity's own queries are left alone, since refetching them would only produce 404s.
    onSuccess: async ({ batchId, name }, { id }) => {
      toastStore.show({ title: t`Deleted ${name}.`, undo: () => undoBatchFromToast(qc, batchId) });
      await qc.invalidateQueries({ queryKey: entityQueries.all, predicate: (q) => !q.queryKey.includes(id) });
    },
  });
}

/**
 * Archive and unarchive are a full PUT: the entity as loaded, `archived` flipped, sent with the
 * ETag it was loaded with, so a change someone made meanwhile is never overwritten (412). Sent in a
 * batch of its own, which the toast's Undo reverts on the service.
 */
export function useSetArchived() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) => {
      const { data, etag } = await qc.ensureQueryData(entityQueries.detail(id));
      const batchId = newBatchId();
      const body = { ...data, archived };
      return {
        batchId,
        ...(await callWithEtag(entityEndpoints.replace, { params: { id }, body, ifMatch: etag ?? undefined, batchId })),
      };
    },
    onSuccess: ({ batchId, ...result }, { id, archived }) => {
      qc.setQueryData(entityQueries.detail(id).queryKey, result);
      toastStore.show({
        title: archived ? t`Archived ${result.data.name}.` : t`Restored ${result.data.name}.`,
        undo: () => undoBatchFromToast(qc, batchId),
      });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 412) {
        toastStore.show({ title: t`Someone changed this entity meanwhile; it has been reloaded.`, tone: "error" });
      }
      void qc.invalidateQueries({ queryKey: entityQueries.detail(id).queryKey });
    },
    onSettled: (_d, _e, { id }) =>
      qc.invalidateQueries({
        queryKey: entityQueries.all,
        predicate: (q) => !entityQueries.isDetail(q.queryKey, id),
      }),
  });
}
