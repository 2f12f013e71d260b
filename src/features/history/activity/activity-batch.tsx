import { t } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ChangeOut } from "../../../../contract/history";
import { ErrorText } from "../../../components/ui/error-text";
import { toastStore } from "../../../components/ui/toast-store";
import { changedSince, undoBatchOptions } from "../batch-undo";
import type { ChangeBatch } from "./activity-batches";
import { namingIn } from "./activity-batches";
import { ActivityChange, EntityName } from "./activity-change";

interface Props {
  batch: ChangeBatch;
  /** Every change on the page, which names the entities a refused undo lists. */
  page: readonly ChangeOut[];
  canUndo: boolean;
}

/** The changes of one batch, with "Undo this batch"; a refusal names what someone else changed since. */
export function ActivityBatch({ batch, page, canUndo }: Props) {
  const qc = useQueryClient();
  const undo = useMutation(undoBatchOptions(qc));
  const [conflicts, setConflicts] = useState<readonly string[]>([]);
  const batchId = batch.batchId;

  function run(force: boolean) {
    if (!batchId) return;
    undo.mutate(
      { batchId, force },
      {
        onSuccess: () => {
          setConflicts([]);
          toastStore.show({ title: t`Batch undone.` });
        },
        onError: (error) => setConflicts(changedSince(error) ?? []),
      },
    );
  }

  return (
    <li>
      <ul className="admin-list">
        {batch.changes.map((change) => (
          <ActivityChange key={change.id} change={change} />
        ))}
      </ul>
      {canUndo && batchId && (
        <div className="inline-form">
          <button type="button" disabled={undo.isPending} onClick={() => run(false)}>
            {t`Undo this batch`}
          </button>
        </div>
      )}
      {conflicts.length > 0 ? (
        <div role="alert">
          <p>{t`Someone else has changed these since:`}</p>
          <ul>
            {conflicts.map((id) => (
              <li key={id}>
                <EntityName {...namingIn(page, id)} />
              </li>
            ))}
          </ul>
          <button type="button" data-variant="danger" disabled={undo.isPending} onClick={() => run(true)}>
            {t`Undo anyway`}
          </button>
        </div>
      ) : (
        <ErrorText error={undo.error} />
      )}
    </li>
  );
}
