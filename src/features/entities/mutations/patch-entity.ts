import { plural, t } from "@lingui/core/macro";
import {
  MutationObserver,
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { callWithEtag } from "../../../api/client";
import type { EntityPatch } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { toastStore, type ToastGroup } from "../../../components/ui/toast-store";
import { entityTypeQueries } from "../../entity-types";
import { tagQueries } from "../../tags";
import { entityQueries } from "../../../api/entity-queries";
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
 * A quick change by PATCH: optimistic, rolled back when refused, undoable from the toast. Outside React,
 * so Undo takes the same path after the page that made the change is gone.
 */
export function patchEntityOptions(qc: QueryClient) {
  return mutationOptions({
    // Quick changes reach the service one at a time and in order, so a late answer never overwrites a newer one.
    scope: { id: "entity-quick-changes" },
    mutationFn: ({ id, patch }: PatchVariables) => callWithEtag(entityEndpoints.patch, { params: { id }, body: patch }),
    onMutate: async ({ id, patch }) => {
      const key = entityQueries.detail(id).queryKey;
      // Undo needs the values from before the change, so load the entity when no page has it yet.
      const previous = await qc.ensureQueryData(entityQueries.detail(id));
      await qc.cancelQueries({ queryKey: key });
      const lookups = {
        tags: qc.getQueryData(tagQueries.all().queryKey),
        types: qc.getQueryData(entityTypeQueries.all().queryKey),
      };
      qc.setQueryData(key, { ...previous, data: applyPatch(previous.data, patch, lookups) });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context) qc.setQueryData(entityQueries.detail(id).queryKey, context.previous);
    },
    onSuccess: (result, { id, patch, announce, group }, context) => {
      qc.setQueryData(entityQueries.detail(id).queryKey, result);
      const before = context?.previous.data;
      if (announce && before) {
        const undo = undoPatchFor(before, patch);
        toastStore.show({ title: announce, group, undo: () => undoPatch(qc, { id, patch: undo }) });
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

function undoPatch(qc: QueryClient, variables: PatchVariables) {
  const observer = new MutationObserver(qc, patchEntityOptions(qc));
  observer.mutate(variables).then(
    () =>
      toastStore.show({
        title: t`Change undone.`,
        group: {
          key: "undone",
          title: (count) => plural(count, { one: "# change undone.", other: "# changes undone." }),
        },
      }),
    () => undefined, // the mutation cache already shows the error
  );
}

export function usePatchEntity() {
  const qc = useQueryClient();
  return useMutation(patchEntityOptions(qc));
}
