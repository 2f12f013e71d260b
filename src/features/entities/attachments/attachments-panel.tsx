import { t } from "@lingui/core/macro";
import { useState, type DragEvent } from "react";
import type { EntityOut } from "../../../../contract/entity";
import { ErrorText } from "../../../components/ui/error-text";
import { useCanWrite } from "../../auth";
import { useUploadAttachments } from "../mutations/attachment-mutations";
import { AttachmentCard } from "./attachment-card";
import { AttachmentTypeSelect, type AttachmentType } from "./attachment-type-select";
import styles from "./attachments.module.css";

/** Photos and documents: drop files or pick them, then rename, retype, make primary or delete. */
export function AttachmentsPanel({ entity }: { entity: EntityOut }) {
  const upload = useUploadAttachments();
  const canWrite = useCanWrite();
  const [type, setType] = useState<AttachmentType>("photo");
  const [dragging, setDragging] = useState(false);

  function send(files: FileList | null) {
    if (files?.length) upload.mutate({ entityId: entity.id, files: [...files], type });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  }

  return (
    <section aria-labelledby="attachments-title" className={styles.panel}>
      <h2 id="attachments-title">{t`Attachments (${entity.attachments.length})`}</h2>
      {canWrite && (
        <div
          className={styles.dropZone}
          data-dragging={dragging}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <AttachmentTypeSelect label={t`Upload as`} value={type} onChange={setType} />
          <label className={styles.inline}>
            <span>{t`Add files`}</span>
            <input type="file" multiple onChange={(e) => send(e.currentTarget.files)} disabled={upload.isPending} />
          </label>
          <span className="muted">{t`or drop files here`}</span>
          {upload.isPending && <span role="status">{t`Uploading…`}</span>}
        </div>
      )}
      <ErrorText error={upload.error} />
      {entity.attachments.length > 0 && (
        <ul className={styles.gallery}>
          {entity.attachments.map((a) => (
            <AttachmentCard key={a.id} entityId={entity.id} attachment={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
