import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { saveDownload } from "../../api/download";
import { ErrorText } from "../../components/ui/error-text";
import styles from "./stocktake.module.css";

/** The finished stock-take's report as the service renders it, fetched with the session (a link could not send it). */
export function ReportButtons({ id }: { id: string }) {
  const download = useMutation({
    mutationFn: (format: "pdf" | "csv") =>
      saveDownload(`/v1/stocktakes/${id}/report?format=${format}`, `stocktake.${format}`),
  });
  return (
    <>
      <p className={styles.row}>
        {t`Report:`}
        <button type="button" onClick={() => download.mutate("pdf")} disabled={download.isPending}>
          {t`Download PDF`}
        </button>
        <button type="button" onClick={() => download.mutate("csv")} disabled={download.isPending}>
          {t`Download CSV`}
        </button>
      </p>
      {download.error && <ErrorText error={download.error} />}
    </>
  );
}
