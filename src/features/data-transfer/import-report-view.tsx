import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { ImportReport } from "../../../contract/data-transfer";
import { formatDate } from "../../components/format/date";
import { paths } from "../../routing/paths";
import { rowErrorsCsv } from "./row-errors-csv";
import styles from "./data-transfer.module.css";
import { saveBlob } from "./transfer-api";
import { importRowErrorSentence } from "../../i18n/import-errors";

/** The dry run's counts, row errors and first rows as they will be stored. */
export function Preview({ report }: { report: ImportReport }) {
  const { t, i18n } = useLingui();
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
                  <td>{importRowErrorSentence(e)}</td>
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
        <div className={styles.scroll}>
          <table aria-label={t`First rows as they will be stored`}>
            <thead>
              <tr>
                <th scope="col">{t`Row`}</th>
                <th scope="col">{t`Action`}</th>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Location`}</th>
                <th scope="col">{t`Tags`}</th>
                <th scope="col">{t`Quantity`}</th>
                <th scope="col">{t`Price`}</th>
                <th scope="col">{t`Purchase date`}</th>
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
                  <td>{p.quantity.toLocaleString(i18n.locale)}</td>
                  <td>{p.purchasePrice.toLocaleString(i18n.locale, { minimumFractionDigits: 2 })}</td>
                  <td>{p.purchaseDate && formatDate(p.purchaseDate)}</td>
                  <td>{p.assetId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** After the import: what was written, with links to the first items. */
export function Summary({ report }: { report: ImportReport }) {
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
