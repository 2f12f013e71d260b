import { t } from "@lingui/core/macro";
import { formatDraftTime, type Draft } from "./draft-store";
import styles from "../../../components/form/form.module.css";

interface Props {
  draft: Draft;
  onRestore(): void;
  onDiscard(): void;
}

/** Offers back the edits found in localStorage after a crash, a reload or a closed tab. */
export function DraftBanner({ draft, onRestore, onDiscard }: Props) {
  return (
    <section className={styles.banner} aria-labelledby="draft-banner-title">
      <p id="draft-banner-title">{t`Restore your unsaved draft from ${formatDraftTime(draft.savedAt)}?`}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primaryButton} onClick={onRestore}>
          {t`Restore draft`}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onDiscard}>
          {t`Discard draft`}
        </button>
      </div>
    </section>
  );
}
