import { Plural, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ErrorText } from "../../components/ui/error-text";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { paths } from "../../routing/paths";
import { useCanWrite } from "../auth";
import { ReportActions } from "../reports";
import { saveDownload } from "../data-transfer";
import { ACTION_KINDS, ACTION_LABELS } from "./action-labels";
import type { BulkActionKind } from "./bulk-action";
import styles from "./bulk.module.css";
import { ReviewDialog } from "./review-dialog";
import { selection, useSelection } from "./selection";

export const bulkDialog = lazyDialog(() => import("./bulk-dialog").then((m) => m.default));

/**
 * At the foot of every page while something is selected: the count, Review, Clear, Print labels and the
 * bulk actions, so the user can keep browsing and adding before acting.
 */
export function SelectionTray() {
  const { t } = useLingui();
  const selected = useSelection();
  const canWrite = useCanWrite();
  const actionsId = useId();
  const [actionsOpen, setActionsOpen] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [kind, setKind] = useState<BulkActionKind | null>(null);
  const csv = useMutation({
    mutationFn: (ids: string[]) => saveDownload("/v1/entities/export", "selection.csv", { ids }),
    meta: { inlineErrors: true },
  });
  bulkDialog.usePreload();
  if (selected.size === 0 && !kind) return null;

  return (
    <section aria-label={t`Selection`} className={styles.tray}>
      <div className={styles.trayRow}>
        <strong aria-live="polite">
          <Plural value={selected.size} one="# selected" other="# selected" />
        </strong>
        {canWrite && (
          <button
            type="button"
            aria-expanded={actionsOpen}
            aria-controls={actionsId}
            onClick={() => setActionsOpen((open) => !open)}
          >
            {t`Actions`}
          </button>
        )}
        <button type="button" onClick={() => setReviewing(true)}>{t`Review`}</button>
        <Link to={paths.labels()}>{t`Print labels`}</Link>
        <ReportActions scope={{ entityIds: [...selected.keys()] }} name={t`the selection`} />
        <button type="button" disabled={csv.isPending} onClick={() => csv.mutate([...selected.keys()])}>
          {t`Export CSV`}
        </button>
        <button type="button" onClick={() => selection.clear()}>{t`Clear selection`}</button>
      </div>
      {canWrite && actionsOpen && (
        <ul id={actionsId} className={styles.actions} aria-label={t`Actions on the selection`}>
          {ACTION_KINDS.map((action) => (
            <li key={action}>
              <button type="button" onClick={() => setKind(action)}>
                {ACTION_LABELS[action]}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ErrorText error={csv.error} />
      <ReviewDialog open={reviewing} onOpenChange={setReviewing} />
      {kind && <bulkDialog.Dialog kind={kind} ids={[...selected.keys()]} onClose={() => setKind(null)} />}
    </section>
  );
}
