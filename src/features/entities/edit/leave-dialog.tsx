import { t } from "@lingui/core/macro";
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import styles from "../../../components/form/form.module.css";

interface Props {
  changedSections: readonly string[];
  onStay(): void;
  onDiscard(): void;
}

/** Asked when a navigation would leave unsaved changes behind. Staying is the safe default (focused first). */
export function LeaveDialog({ changedSections, onStay, onDiscard }: Props) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title>{t`Leave without saving?`}</AlertDialog.Title>
          <AlertDialog.Description>
            {changedSections.length
              ? t`You have unsaved changes in ${changedSections.join(", ")}. If you leave now they are lost.`
              : t`You have unsaved changes. If you leave now they are lost.`}
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={styles.primaryButton}>{t`Stay and keep editing`}</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.dangerButton} onClick={onDiscard}>
              {t`Discard changes and leave`}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
