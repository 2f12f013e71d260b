import { plural, t } from "@lingui/core/macro";
import { MutationObserver, mutationOptions, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../api/api-error";
import { call } from "../../api/client";
import { entityQueries } from "../../api/entity-queries";
import { historyEndpoints } from "../../../contract/history";
import { errorMessage } from "../../components/ui/error-text";
import { toastStore } from "../../components/ui/toast-store";
import { paths } from "../../routing/paths";
import { historyQueries } from "./queries";

export interface UndoVariables {
  batchId: string;
  /** Undo even what someone else changed since (after the 409 named them). */
  force?: boolean;
}

/**
 * `POST /v1/batches/{id}/undo`: the service reverts the whole batch in one transaction and records it, so the
 * same batch can be undone from a toast, from the Activity page after a reload, or from another device.
 */
export function undoBatchOptions(qc: QueryClient) {
  return mutationOptions({
    mutationFn: ({ batchId, force = false }: UndoVariables) =>
      call(historyEndpoints.undo, { params: { batchId }, query: { force: force ? "true" : "false" } }),
    // The caller words a refusal (a 409 names what someone else changed), so no generic error toast.
    meta: { inlineErrors: true },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: entityQueries.all }),
        qc.invalidateQueries({ queryKey: historyQueries.all }),
      ]),
  });
}

/** The ids a 409 of an undo names: entities someone else changed since the batch. */
export const changedSince = (error: unknown): readonly string[] | undefined =>
  error instanceof ApiError && error.status === 409 ? error.entities : undefined;

/** Undos this tab has sent, by batch: a grouped toast's Undo runs each change's undo, one request for all. */
const sent = new Map<string, Promise<boolean>>();

/**
 * A toast's Undo: the batch undone on the server, each change counted in the "undone" toast; a refusal (someone
 * else changed it since) says so and offers the Activity page, where "Undo anyway" is. `onUndone` runs once
 * it is undone (a duplicate's Undo leaves the copy's page).
 */
export function undoBatchFromToast(qc: QueryClient, batchId: string, onUndone?: () => void): void {
  let request = sent.get(batchId);
  if (!request) {
    request = new MutationObserver(qc, undoBatchOptions(qc)).mutate({ batchId }).then(
      () => true,
      (error: unknown) => {
        sent.delete(batchId);
        const others = changedSince(error);
        toastStore.show({
          tone: "error",
          title: others ? t`Not undone: someone else has changed it since.` : errorMessage(error),
          link: others && { to: paths.activity({ batch: batchId }), label: t`Open Activity` },
        });
        return false;
      },
    );
    sent.set(batchId, request);
  }
  void request.then((done) => {
    if (!done) return;
    showUndone();
    onUndone?.();
  });
}

function showUndone() {
  toastStore.show({
    title: t`Change undone.`,
    group: {
      key: "undone",
      title: (count) => plural(count, { one: "# change undone.", other: "# changes undone." }),
    },
  });
}
