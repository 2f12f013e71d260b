import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { ImportReport } from "../../../contract/data-transfer";
import { paths } from "../../routing/paths";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { rowErrorsCsv } from "./row-errors-csv";
import styles from "./data-transfer.module.css";
import { importCsv, saveBlob } from "./transfer-api";
import { translateImportError } from "../../i18n/import-errors";

/**
 * `/settings/import`: the import wizard. Choose a file → a dry run shows the first rows as they will be
 * stored, the counts and every row error (downloadable as CSV) → import → a summary with links.
 */
export function ImportPage() {
  const { t } = useLingui();
  usePageTitle(t`Import`);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const check = useMutation({ mutationFn: (f: File) => importCsv(f, true) });
  const run = useMutation({
    mutationFn: (f: File) => importCsv(f, false),
    // Everything may have changed: lists, trees, tags, the home page's figures.
    onSuccess: () => queryClient.invalidateQueries(),
  });

  function onChoose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    run.reset();
    check.mutate(file);
  }

  const report = check.data;
  return (
    <section>
      <h1>{t`Import`}</h1>
      <p className="muted">
        <Trans>
          Import items from a Homebox CSV export or a spreadsheet saved as CSV or TSV. Nothing is written until you
          confirm the preview; a file with any row error is not imported at all.
        </Trans>
      </p>
      <form onSubmit={onChoose} className="inline-form">
        <label className="inline-form">
          <span>{t`CSV or TSV file`}</span>
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              check.reset();
              run.reset();
            }}
          />
        </label>
        <button type="submit" disabled={!file || check.isPending}>{t`Check file`}</button>
      </form>
      {check.isPending && <p role="status">{t`Checking the file…`}</p>}
      {check.error && <ErrorText error={check.error} />}
      {report && !run.data && <Preview report={report} />}
      {report && report.errorCount === 0 && !run.data && file && (
        <button type="button" disabled={run.isPending} onClick={() => run.mutate(file)}>
          <Plural value={report.create + report.update} one="Import # row" other="Import # rows" />
        </button>
      )}
      {run.isPending && (
        <p>
          <progress aria-label={t`Import progress`} /> <Trans>Importing…</Trans>
        </p>
      )}
      {run.error && <ErrorText error={run.error} />}
      {run.data && <Summary report={run.data} />}
    </section>
  );
}

function Preview({ report }: { report: ImportReport }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="import-preview" className={styles.panel}>
      <h2 id="import-preview">{t`Preview`}</h2>
      <p role="status">
        <Trans>
          {report.rows} rows: {report.create} to create, {report.update} to update, {report.skip} empty to skip;{" "}
          {report.newLocations} new locations, {report.newTags} new tags.
        </Trans>{" "}
        {report.errorCount > 0 && <Trans>{report.errorCount} row errors: fix them and check the file again.</Trans>}
      </p>
      {report.ignoredColumns.length > 0 && (
        <p className="muted">
          <Trans>Columns not imported: {report.ignoredColumns.join(", ")}</Trans>
        </p>
      )}
      {report.errorCount > 0 && (
        <>
          <table aria-label={t`Row errors`}>
            <thead>
              <tr>
                <th scope="col">{t`Row`}</th>
                <th scope="col">{t`Column`}</th>
                <th scope="col">{t`Problem`}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <tr key={i}>
                  <td>{e.row}</td>
                  <td>{e.column || t`(row)`}</td>
                  <td>{translateImportError(e.message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            onClick={() =>
              void rowErrorsCsv(report).then((csv) => saveBlob(new Blob([csv], { type: "text/csv" }), "row-errors.csv"))
            }
          >
            <Trans>Download row errors (CSV)</Trans>
          </button>
        </>
      )}
      {report.preview.length > 0 && (
        <table aria-label={t`First rows as they will be stored`}>
          <thead>
            <tr>
              <th scope="col">{t`Row`}</th>
              <th scope="col">{t`Action`}</th>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Location`}</th>
              <th scope="col">{t`Tags`}</th>
              <th scope="col">{t`Quantity`}</th>
              <th scope="col">{t`Asset id`}</th>
            </tr>
          </thead>
          <tbody>
            {report.preview.map((p) => (
              <tr key={p.row}>
                <td>{p.row}</td>
                <td>{p.action === "create" ? t`Create` : t`Update`}</td>
                <td>{p.name}</td>
                <td>{p.location}</td>
                <td>{p.tags.join(", ")}</td>
                <td>{p.quantity}</td>
                <td>{p.assetId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Summary({ report }: { report: ImportReport }) {
  return (
    <section aria-labelledby="import-summary" className={styles.panel}>
      <h2 id="import-summary">
        <Trans>Imported</Trans>
      </h2>
      <p role="status">
        <Trans>
          {report.create} items created, {report.update} updated, {report.newLocations} locations and {report.newTags}{" "}
          tags added.
        </Trans>
      </p>
      <ul>
        {report.preview.map((p) => (
          <li key={p.id}>
            <Link to={paths.entity(p.id)}>{p.name}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.inventory()}>
          <Trans>Open the inventory</Trans>
        </Link>
      </p>
    </section>
  );
}
