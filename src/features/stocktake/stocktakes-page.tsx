import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { formatDate } from "../../components/format/date";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../routing/paths";
import { useCanWrite } from "../auth";
import { stocktakeQueries } from "./queries";
import { StartForm } from "./start-form";
import styles from "./stocktake.module.css";

/** `/stocktakes`: start one (editors), and the group's open and closed stock-takes. */
export function StocktakesPage() {
  usePageTitle(t`Stock-takes`);
  const [search] = useSearchParams();
  const canWrite = useCanWrite();
  const list = useQuery(stocktakeQueries.list());
  const open = list.data?.filter((s) => s.status === "open") ?? [];
  const closed = list.data?.filter((s) => s.status !== "open") ?? [];
  const row = (s: NonNullable<typeof list.data>[number]) => (
    <li key={s.id}>
      <Link to={paths.stocktake(s.id)}>{s.locationName}</Link>{" "}
      <span className="muted">
        {t`${s.found} of ${s.expected} found, started by ${s.createdBy.name} on ${formatDate(s.createdAt)}`}
      </span>
    </li>
  );
  return (
    <section className={styles.page}>
      <h1>{t`Stock-takes`}</h1>
      {canWrite && <StartForm initialLocation={search.get("location")} />}
      <ErrorText error={list.error} />
      <h2>{t`Open stock-takes`}</h2>
      {open.length ? <ul aria-label={t`Open stock-takes`}>{open.map(row)}</ul> : <p>{t`No stock-take is open.`}</p>}
      {closed.length > 0 && (
        <>
          <h2>{t`Closed stock-takes`}</h2>
          <ul aria-label={t`Closed stock-takes`}>{closed.map(row)}</ul>
        </>
      )}
    </section>
  );
}
