import { t } from "@lingui/core/macro";
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import type { Choice, ConflictRow } from "./conflict";
import styles from "../../../components/form/form.module.css";

interface Props {
  rows: readonly ConflictRow[];
  onSaveAgain(choices: Partial<Record<ConflictRow["key"], Choice>>): void;
  onCancel(): void;
}

/**
 * Resolves a 412 field by field; each side's own changes are preselected, so "Save again" straight away
 * loses nobody's work.
 */
export function ConflictDialog({ rows, onSaveAgain, onCancel }: Props) {
  const [choices, setChoices] = useState<Partial<Record<ConflictRow["key"], Choice>>>({});
  const choiceOf = (row: ConflictRow) => choices[row.key] ?? row.suggested;

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title>{t`Someone else saved this meanwhile`}</AlertDialog.Title>
          <AlertDialog.Description>
            {t`Choose, for each field below, which value to keep. Nothing is saved until you press “Save again”.`}
          </AlertDialog.Description>
          {rows.length === 0 && (
            <p>{t`Their save changed nothing you see here: saving again keeps all your changes.`}</p>
          )}
          <div className={styles.conflictRows}>
            {rows.map((row) => (
              <fieldset key={row.key} className={styles.conflictRow}>
                <legend className={styles.label}>
                  {row.label}
                  <span className={styles.hint}>
                    {row.youChanged && row.theyChanged
                      ? t` · both changed it`
                      : row.youChanged
                        ? t` · you changed it`
                        : t` · they changed it`}
                  </span>
                </legend>
                {(["mine", "theirs"] as const).map((side) => (
                  <label key={side} className={styles.inline}>
                    <input
                      type="radio"
                      name={`conflict-${row.key}`}
                      checked={choiceOf(row) === side}
                      onChange={() => setChoices((c) => ({ ...c, [row.key]: side }))}
                    />
                    <span>
                      {side === "mine" ? t`Keep mine:` : t`Take theirs:`} <q>{row[side]}</q>
                    </span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={styles.secondaryButton}>{t`Back to editing`}</AlertDialog.Cancel>
            <AlertDialog.Action className={styles.primaryButton} onClick={() => onSaveAgain(choices)}>
              {t`Save again`}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
