import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../api/client";
import { backupEndpoints } from "../../../contract/backup";
import { formatDate } from "../../components/format/date";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import styles from "./data-transfer.module.css";
import { formatSize } from "./format-size";
import { transferQueries } from "./queries";
import { ReportActions } from "../reports";
import { restoreBackup, saveDownload } from "./transfer-api";

/** `/settings/export`: CSV export, full backups (a job with progress, then a download) and restore. */
export function ExportPage() {
  const { t } = useLingui();
  usePageTitle(t`Export and backup`);
  const csv = useMutation({
    mutationFn: () => saveDownload("/v1/entities/export", "inventory.csv"),
    meta: { inlineErrors: true },
  });
  return (
    <section>
      <h1>{t`Export and backup`}</h1>
      <section aria-labelledby="export-csv" className={styles.panel}>
        <h2 id="export-csv">{t`CSV export`}</h2>
        <p className="muted">
          <Trans>Every item and location with Homebox&apos;s columns; import it here or into Homebox.</Trans>
        </p>
        <button type="button" disabled={csv.isPending} onClick={() => csv.mutate()}>{t`Download CSV`}</button>
        {csv.error && <ErrorText error={csv.error} />}
      </section>
      <section aria-labelledby="inventory-report" className={styles.panel}>
        <h2 id="inventory-report">{t`Inventory report`}</h2>
        <p className="muted">{t`Every item with its photo, place, price and warranty, with totals per location: for your insurer.`}</p>
        <ReportActions scope={{ group: true }} name={t`the whole group`} />
      </section>
      <Backups />
      <Restore />
    </section>
  );
}

function Backups() {
  const { t, i18n } = useLingui();
  const jobs = useQuery(transferQueries.backups());
  const meta = { invalidates: [transferQueries.backups().queryKey] };
  // Errors shown below their button get no toast besides.
  const start = useMutation({ mutationFn: () => call(backupEndpoints.start), meta: { ...meta, inlineErrors: true } });
  const download = useMutation({
    mutationFn: (id: string) => saveDownload(`/v1/group/exports/${id}/download`, "inventory-backup.zip"),
    meta: { inlineErrors: true },
  });
  const remove = useMutation({ mutationFn: (id: string) => call(backupEndpoints.remove, { params: { id } }), meta });
  return (
    <section aria-labelledby="backups" className={styles.panel}>
      <h2 id="backups">{t`Full backup`}</h2>
      <p className="muted">{t`Everything in this group, attachments included, in one zip file.`}</p>
      <button type="button" disabled={start.isPending} onClick={() => start.mutate()}>{t`Create full backup`}</button>
      {start.error && <ErrorText error={start.error} />}
      {jobs.error && <ErrorText error={jobs.error} />}
      <ul className={styles.jobs} aria-label={t`Backups`}>
        {jobs.data?.items.map((job) => (
          <li key={job.id}>
            <span>{formatDate(job.createdAt)}</span>
            {job.status === "completed" ? (
              <>
                <span>{formatSize(job.sizeBytes, i18n.locale)}</span>
                <button type="button" onClick={() => download.mutate(job.id)}>{t`Download backup`}</button>
              </>
            ) : job.status === "failed" ? (
              <span>
                <Trans>Failed: {job.error}</Trans>
              </span>
            ) : (
              <progress aria-label={t`Backup progress`} max={100} value={job.progress} />
            )}
            <button
              type="button"
              onClick={() => remove.mutate(job.id)}
              aria-label={t`Delete backup of ${formatDate(job.createdAt)}`}
            >{t`Delete`}</button>
          </li>
        ))}
      </ul>
      {download.error && <ErrorText error={download.error} />}
    </section>
  );
}

function Restore() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const restore = useMutation({
    mutationFn: (f: File) => restoreBackup(f, replace),
    onSuccess: () => queryClient.invalidateQueries(),
    meta: { inlineErrors: true },
  });
  return (
    <section aria-labelledby="restore" className={styles.panel}>
      <h2 id="restore">{t`Restore from a backup`}</h2>
      <p className={styles.warning}>
        <Trans>
          Restoring writes the backup&apos;s items, locations, tags, types and files into this group. A group that
          already holds items is refused unless you choose to replace its inventory, which deletes everything in it
          first and cannot be undone.
        </Trans>
      </p>
      <label className="inline-form">
        <span>{t`Backup file`}</span>
        <input
          type="file"
          accept=".zip,application/zip"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </label>
      <label className="inline-form">
        <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.currentTarget.checked)} />{" "}
        <Trans>Replace the current inventory</Trans>
      </label>
      <ConfirmDialog
        trigger={<button type="button" disabled={!file || restore.isPending}>{t`Restore backup`}</button>}
        title={t`Restore this backup?`}
        description={
          replace
            ? t`Everything in this group is deleted and replaced by the backup. This cannot be undone.`
            : t`The backup is written into this group.`
        }
        confirmLabel={t`Restore`}
        onConfirm={() => file && restore.mutate(file)}
      />
      {restore.isPending && <p role="status">{t`Restoring…`}</p>}
      {restore.error && <ErrorText error={restore.error} />}
      {restore.data && (
        <p role="status">
          <Trans>
            Restored {restore.data.restored.entities ?? 0} items and locations and{" "}
            {restore.data.restored.attachments ?? 0} files.
          </Trans>
        </p>
      )}
    </section>
  );
}
