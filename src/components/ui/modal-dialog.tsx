import { t } from "@lingui/core/macro";
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import styles from "./modal-dialog.module.css";

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A Radix dialog with our look: traps focus while open, restores it to the opener on close. */
export function ModalDialog({ open, onOpenChange, title, description, children }: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
          <Dialog.Close asChild>
            <button type="button" className={styles.close} aria-label={t`Close`}>
              ×
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
