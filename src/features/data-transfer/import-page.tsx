import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { ImportMapping } from "../../../contract/data-transfer";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { ColumnMapping, initialChoice, type MappingChoice } from "./column-mapping";
import { rememberedMapping, rememberMapping } from "./remembered-mapping";
import { Preview, Summary } from "./import-report-view";
import { importCsv, readColumns } from "./transfer-api";

/**
 * `/settings/import`: the import wizard. Choose a file → a dry run shows the first rows as they will be
 * stored, the counts and every row error (downloadable as CSV) → import → a summary with links.
 */
export function ImportPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Import`);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  /** The mapping chosen for a sheet without Homebox's columns; null for a Homebox file. */
  const [choice, setChoice] = useState<MappingChoice | null>(null);
  const check = useMutation({ mutationFn: (input: Upload) => importCsv(input.file, true, input.mapping) });
  const inspect = useMutation({
    mutationFn: readColumns,
    onSuccess: (sheet, f) => {
      if (sheet.homebox) return check.mutate({ file: f });
      setChoice(initialChoice(sheet, rememberedMapping(), i18n.locale));
    },
  });
  const run = useMutation({
    mutationFn: (input: Upload) => importCsv(input.file, false, input.mapping),
    onSuccess: () => {
      if (choice) rememberMapping(choice);
      // Everything may have changed: lists, trees, tags, the home page's figures.
      return queryClient.invalidateQueries();
    },
  });
  const upload = (f: File): Upload => ({ file: f, mapping: choice ? toMapping(choice) : undefined });

  function onChoose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    run.reset();
    check.reset();
    setChoice(null);
    inspect.mutate(file);
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
              setChoice(null);
              inspect.reset();
              check.reset();
              run.reset();
            }}
          />
        </label>
        <button type="submit" disabled={!file || inspect.isPending || check.isPending}>{t`Check file`}</button>
      </form>
      {(inspect.isPending || check.isPending) && <p role="status">{t`Checking the file…`}</p>}
      {inspect.error && <ErrorText error={inspect.error} />}
      {inspect.data && choice && file && !run.data && (
        <ColumnMapping
          sheet={inspect.data}
          choice={choice}
          onChange={(next) => {
            setChoice(next);
            check.reset();
          }}
          onSubmit={() => check.mutate(upload(file))}
        />
      )}
      {check.error && <ErrorText error={check.error} />}
      {report && !run.data && <Preview report={report} />}
      {report && report.errorCount === 0 && !run.data && file && (
        <button type="button" disabled={run.isPending} onClick={() => run.mutate(upload(file))}>
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

interface Upload {
  file: File;
  mapping?: ImportMapping;
}

/** The mapping the service takes: the columns chosen, without those left out. */
const toMapping = (choice: MappingChoice): ImportMapping => ({
  columns: Object.fromEntries(Object.entries(choice.columns).filter(([, target]) => target !== "")),
  locale: choice.locale,
});
