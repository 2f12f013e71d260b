import { t } from "@lingui/core/macro";
import { useState } from "react";
import { attachmentUrl } from "../../../api/client";
import type { AttachmentOut, AttachmentUpdate } from "../../../../contract/attachment";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { RenameForm } from "../../../components/ui/rename-form";
import { useCanWrite } from "../../auth";
import { useDeleteAttachment, useUpdateAttachment } from "../mutations/attachment-mutations";
import { AttachmentTypeSelect } from "./attachment-type-select";
import styles from "./attachments.module.css";

interface Props {
  entityId: string;
  attachment: AttachmentOut;
}

/** One attachment: thumbnail (images), title, type, primary flag and its actions. */
export function AttachmentCard({ entityId, attachment: a }: Props) {
  const update = useUpdateAttachment();
  const remove = useDeleteAttachment();
  const [renaming, setRenaming] = useState(false);
  const canWrite = useCanWrite();

  function save(change: Partial<AttachmentUpdate>) {
    const body = { title: a.title, type: a.type, primary: a.primary, ...change };
    update.mutate({ entityId, attachmentId: a.id, body }, { onSuccess: () => setRenaming(false) });
  }

  return (
    <li className={styles.card}>
      <a href={attachmentUrl(entityId, a.id)} target="_blank" rel="noreferrer" className={styles.preview}>
        {a.thumbnail ? (
          <img src={attachmentUrl(entityId, a.thumbnail.id)} alt={a.title} className={styles.thumb} />
        ) : (
          <span className={styles.fileIcon}>
            <span className="visually-hidden">{t`Open`} </span>
            {a.title}
          </span>
        )}
      </a>
      {renaming ? (
        <RenameForm
          name={a.title}
          label={t`New title for ${a.title}`}
          className={styles.rename}
          pending={update.isPending}
          onSave={(title) => save({ title })}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <p className={styles.title}>
          {a.title} {a.primary && <span className="badge">{t`Primary`}</span>}
        </p>
      )}
      {canWrite && (
        <>
          <AttachmentTypeSelect
            label={t`Type of ${a.title}`}
            labelHidden
            value={a.type}
            onChange={(type) => save({ type })}
          />
          <div className={styles.cardActions}>
            {!renaming && (
              <button type="button" onClick={() => setRenaming(true)} aria-label={t`Rename ${a.title}`}>
                {t`Rename`}
              </button>
            )}
            {!a.primary && (
              <button type="button" onClick={() => save({ primary: true })} aria-label={t`Make ${a.title} primary`}>
                {t`Make primary`}
              </button>
            )}
            <ConfirmDialog
              trigger={
                <button type="button" data-variant="danger" aria-label={t`Delete ${a.title}`}>
                  {t`Delete`}
                </button>
              }
              title={t`Delete ${a.title}?`}
              description={t`The file is removed for good.`}
              confirmLabel={t`Delete`}
              onConfirm={() => remove.mutate({ entityId, attachmentId: a.id })}
            />
          </div>
        </>
      )}
    </li>
  );
}
