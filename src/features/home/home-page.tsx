import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { attachmentUrl } from "../../api/client";
import { formatDate } from "../../components/format/date";
import { formatMoney } from "../../components/format/money";
import { formatNumber } from "../../components/format/number";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../routing/paths";
import styles from "./home.module.css";
import type { TotalsByOwner } from "../../../contract/statistics";
import { FirstSteps } from "./first-steps";
import { MaintenanceDue } from "./maintenance-due";
import { OverdueLent } from "./overdue-lent";
import { LowStock } from "./low-stock";
import { PurchasesByMonth } from "./purchases-by-month";
import { homeQueries } from "./queries";
import { ValueBars, type Bar } from "./value-bars";

/** Homebox's per-tag sums as bars (a stable function, so the query keeps the bars' identity). */
const tagBars = (totals: TotalsByOwner[]): Bar[] => totals.map((t) => ({ id: t.id, name: t.name, value: t.total }));

/** `/`: what the inventory holds and what it is worth, and what changed lately. */
export function HomePage() {
  const { t } = useLingui();
  usePageTitle(t`Home`);
  const totals = useQuery(homeQueries.totals());
  const value = useQuery(homeQueries.value());
  const currency = (value.data?.currency ?? "usd").toUpperCase();
  return (
    <section>
      <h1>{t`Home`}</h1>
      {totals.error && <ErrorText error={totals.error} />}
      {totals.data && <FirstSteps totals={totals.data} />}
      {totals.data && (
        <dl className={styles.totals} aria-label={t`Totals`}>
          <Figure label={t`Items`} value={formatNumber(totals.data.totalItems)} />
          <Figure label={t`Locations`} value={formatNumber(totals.data.totalLocations)} />
          <Figure label={t`Tags`} value={formatNumber(totals.data.totalTags)} />
          <Figure label={t`Total value`} value={value.data ? formatMoney(value.data.total, currency) : "…"} />
          <Figure label={t`Under warranty`} value={formatNumber(totals.data.totalWithWarranty)} />
        </dl>
      )}
      <Charts locations={value.data?.locations} currency={currency} />
      <div className={styles.grid}>
        <Warranties />
        <MaintenanceDue />
        <OverdueLent />
        <LowStock />
        <RecentList title={t`Recently added`} query={homeQueries.recentlyAdded()} />
        <RecentList title={t`Recently changed`} query={homeQueries.recentlyChanged()} />
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Value by location is ours (price × quantity at any depth, as the Locations panel shows); the tag chart
 * is Homebox's sum of purchase prices, and says so.
 */
function Charts({ locations, currency }: { locations: Bar[] | undefined; currency: string }) {
  const { t } = useLingui();
  const byTag = useQuery({ ...homeQueries.byTag(), select: tagBars });
  const purchases = useQuery(homeQueries.purchasesByMonth());
  return (
    <div className={styles.grid}>
      {locations && <ValueBars title={t`Value by location`} what="locations" totals={locations} currency={currency} />}
      {byTag.data && (
        <ValueBars title={t`Purchase prices by tag`} what="tags" totals={byTag.data} currency={currency} />
      )}
      {purchases.data && <PurchasesByMonth data={purchases.data} />}
    </div>
  );
}

function Warranties() {
  const { t } = useLingui();
  const warranties = useQuery(homeQueries.warranties());
  return (
    <EntityCard
      headingId="home-warranties"
      title={t`Warranties ending within 90 days`}
      empty={warranties.data?.length === 0 && t`No warranty ends in the next 90 days.`}
      rows={(warranties.data ?? []).map((w) => ({ ...w, note: t`ends ${formatDate(w.warrantyExpires)}` }))}
    />
  );
}

function RecentList({ title, query }: { title: string; query: ReturnType<typeof homeQueries.recentlyAdded> }) {
  const { t } = useLingui();
  const list = useQuery(query);
  const items = list.data?.items ?? [];
  const added = query.queryKey[2] === "createdAt";
  return (
    <EntityCard
      headingId={`home-${query.queryKey[2]}`}
      title={title}
      empty={list.data && items.length === 0 && t`No items yet.`}
      rows={items.map((item) => ({ ...item, note: formatDate(added ? item.createdAt : item.updatedAt) }))}
    />
  );
}

interface EntityRow {
  id: string;
  name: string;
  thumbnailId: string | null;
  note: string;
}

/** A card listing entities, each with its thumbnail, a link to its page and a note (a date). */
function EntityCard(props: { headingId: string; title: string; empty: string | false | undefined; rows: EntityRow[] }) {
  return (
    <section className={styles.card} aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>{props.title}</h2>
      {props.empty && <p className="muted">{props.empty}</p>}
      <ul className={styles.list}>
        {props.rows.map((row) => (
          <li key={row.id}>
            <Thumb entityId={row.id} thumbnailId={row.thumbnailId} />
            <Link to={paths.entity(row.id)}>{row.name}</Link>
            <span className="muted">{row.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Thumb({ entityId, thumbnailId }: { entityId: string; thumbnailId: string | null }) {
  if (!thumbnailId) return <span className={styles.thumb} aria-hidden="true" />;
  return <img src={attachmentUrl(entityId, thumbnailId)} alt="" className={styles.thumb} loading="lazy" />;
}
