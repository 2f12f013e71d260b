import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { call } from "../../api/client";
import { saveDownload } from "../../api/download";
import { ApiError } from "../../api/api-error";
import { reportEndpoints, type ReportFormat, type ReportScope } from "../../../contract/report";
import { ErrorText } from "../../components/ui/error-text";
import { reportQueries } from "./queries";

/**
 * "Report (PDF)" and "Report (CSV)" for a selection, a location or the whole group: the service makes the file
 * in the background; a progress bar shows how far it is, and the file downloads when it is ready.
 */
export function ReportActions({ scope, name }: { scope: ReportScope; name: string }) {
  const { t, i18n } = useLingui();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (format: ReportFormat) =>
      call(reportEndpoints.start, { body: { format, scope, language: i18n.locale as "en" | "de" | "fr" } }),
    onSuccess: (job) => setJobId(job.id),
    meta: { inlineErrors: true },
  });
  const job = useQuery({ ...reportQueries.job(jobId ?? ""), enabled: jobId !== null });
  const download = useMutation({
    mutationFn: (id: string) => saveDownload(`/v1/reports/${id}/download`, `inventory-report.${job.data?.format}`),
    onSettled: () => setJobId(null),
    meta: { inlineErrors: true },
  });
  const ready = job.data?.status === "completed" ? job.data.id : null;
  const { mutate } = download;
  useEffect(() => {
    if (ready) mutate(ready);
  }, [ready, mutate]);
  const failed = job.data?.status === "failed" ? new ApiError(500, t`The report could not be made.`) : null;
  const busy = (jobId !== null && !failed) || start.isPending;
  return (
    <span role="group" aria-label={t`Report on ${name}`} className="inline-form">
      <button type="button" disabled={busy} onClick={() => start.mutate("pdf")}>{t`Report (PDF)`}</button>
      <button type="button" disabled={busy} onClick={() => start.mutate("csv")}>{t`Report (CSV)`}</button>
      {busy && <progress aria-label={t`Report progress`} max={100} value={job.data?.progress ?? 0} />}
      {(start.error ?? download.error ?? failed) && <ErrorText error={start.error ?? download.error ?? failed} />}
    </span>
  );
}
