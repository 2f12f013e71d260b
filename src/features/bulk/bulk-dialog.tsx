import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ApiError } from "../../api/api-error";
import { ErrorText } from "../../components/ui/error-text";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { ActionForm } from "./action-forms";
import { ACTION_LABELS, needsNoInput } from "./action-labels";
import type { BulkAction, BulkActionKind } from "./bulk-action";
import styles from "./bulk.module.css";
import { describeAction, describeDone } from "./describe-action";
import { failureLines } from "./failure-words";
import { useRunBulk, useUndoBatch } from "./mutations";
import { selection } from "./selection";

export interface BulkDialogProps {
  kind: BulkActionKind;
  /** The entities to act on. */
  ids: string[];
  /** An action already chosen (the scan session's "move everything scanned here"): the dialog confirms it. */
  chosen?: BulkAction;
  onClose: () => void;
}

/** One bulk action: choose its values, confirm in words what will change, watch it run, then Undo if wanted. */
export default function BulkDialog({ kind, ids, chosen, onClose }: BulkDialogProps) {
  const { t } = useLingui();
  const [action, setAction] = useState<BulkAction | null>(
    chosen ?? (needsNoInput(kind) ? ({ kind } as BulkAction) : null),
  );
  const run = useRunBulk();
  const undo = useUndoBatch();
  const count = ids.length;
  const title = ACTION_LABELS[kind].replace("…", "");

  return (
    <ModalDialog open onOpenChange={(open) => !open && !run.isPending && onClose()} title={title}>
      {!action ? (
        <ActionForm kind={kind} count={count} onNext={setAction} onCancel={onClose} />
      ) : run.data ? (
        <div className={styles.result}>
          <p role="status">
            {undo.isSuccess ? t`Undone: everything is as it was before.` : describeDone(action, run.data.count)}
          </p>
          <ErrorText error={undo.error} />
          <div className="dialog-actions">
            {!undo.isSuccess && (
              <button
                type="button"
                disabled={undo.isPending}
                aria-busy={undo.isPending}
                onClick={() => undo.mutate(run.data.batchId)}
              >
                {t`Undo`}
              </button>
            )}
            <button type="button" data-variant="primary" onClick={onClose}>{t`Done`}</button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            run.mutate({ action, ids });
          }}
        >
          <p className={styles.summary}>{describeAction(action, count)}</p>
          {kind === "delete" && <p>{t`The deleted items can be brought back with Undo right after.`}</p>}
          {run.isPending && (
            <div role="status" className={styles.progress}>
              <progress aria-label={t`Progress`} />
              <span>{t`Working on ${count} items…`}</span>
            </div>
          )}
          <ErrorText error={run.error} />
          {run.error instanceof ApiError && run.error.failures.length > 0 && (
            <ul aria-label={t`Entities that refused the change`}>
              {failureLines(run.error.failures, (id) => selection.chosen().get(id)?.name).map((line) => (
                <li key={line.id}>
                  <strong>{line.name}</strong>: {line.reason}
                </li>
              ))}
            </ul>
          )}
          <div className="dialog-actions">
            {!chosen && !needsNoInput(kind) && (
              <button type="button" disabled={run.isPending} onClick={() => setAction(null)}>{t`Back`}</button>
            )}
            <button type="button" disabled={run.isPending} onClick={onClose}>{t`Cancel`}</button>
            <button
              type="submit"
              data-variant={kind === "delete" ? "danger" : "primary"}
              disabled={run.isPending}
              aria-busy={run.isPending}
            >
              {t`Confirm`}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
