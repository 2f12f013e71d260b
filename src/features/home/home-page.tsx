import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { attachmentUrl } from "../../api/client";
import type { EntityListItem } from "../../../contract/entity";
import type { ExpiringWarranties } from "../../../contract/statistics";
import { formatDate } from "../../components/format/date";
import { formatMoney } from "../../components/format/money";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../routing/paths";
import styles from "./home.module.css";
import { MaintenanceDue } from "./maintenance-due";
import { PurchasesLine } from "./purchases-line";
import { homeQueries } from "./queries";
import { ValueBars } from "./value-bars";

/** `/`: what the inventory holds and what it is worth, and what changed lately. */
export function HomePage() {
  const { t } = useLingui();
  usePageTitle(t`Home`);
  const totals = useQuery(homeQueries.totals());
  const currency = (totals.data?.currency ?? "usd").toUpperCase();
  return (
    <section>
      <h1>
        <Trans>Home</Trans>
      </h1>
      {totals.error && <ErrorText error={totals.error} />}
      {totals.data && (
        <dl className={styles.totals} aria-label={t`Totals`}>
          <Figure label={t`Items`} value={totals.data.totalItems.toLocaleString()} />
          <Figure label={t`Locations`} value={totals.data.totalLocations.toLocaleString()} />
          <Figure label={t`Tags`} value={totals.data.totalTags.toLocaleString()} />
          <Figure label={t`Total value`} value={formatMoney(totals.data.totalItemPrice, currency)} />
          <Figure label={t`Under warranty`} value={totals.data.totalWithWarranty.toLocaleString()} />
        </dl>
      )}
      <Charts currency={currency} />
      <div className={styles.grid}>
        <Warranties />
        <MaintenanceDue />
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

function Charts({ currency }: { currency: string }) {
  const { t } = useLingui();
  const byLocation = useQuery(homeQueries.byLocation());
  const byTag = useQuery(homeQueries.byTag());
  const purchases = useQuery(homeQueries.purchases());
  return (
    <div className={styles.grid}>
      {byLocation.data && (
        <ValueBars title={t`Value by location`} what="locations" totals={byLocation.data} currency={currency} />
      )}
      {byTag.data && <ValueBars title={t`Value by tag`} what="tags" totals={byTag.data} currency={currency} />}
      {purchases.data && <PurchasesLine data={purchases.data} currency={currency} />}
    </div>
  );
}

function Warranties() {
  const warranties = useQuery(homeQueries.warranties());
  return (
    <section className={styles.card} aria-labelledby="home-warranties">
      <h2 id="home-warranties">
        <Trans>Warranties ending within 90 days</Trans>
      </h2>
      {warranties.data?.length === 0 && (
        <p className="muted">
          <Trans>No warranty ends in the next 90 days.</Trans>
        </p>
      )}
      <ul className={styles.list}>
        {warranties.data?.map((w: ExpiringWarranties[number]) => (
          <li key={w.id}>
            <Thumb entityId={w.id} thumbnailId={w.thumbnailId} />
            <Link to={paths.entity(w.id)}>{w.name}</Link>
            <span className="muted">
              <Trans>ends {formatDate(w.warrantyExpires)}</Trans>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentList({ title, query }: { title: string; query: ReturnType<typeof homeQueries.recentlyAdded> }) {
  const list = useQuery(query);
  const items: EntityListItem[] = list.data?.items ?? [];
  const headingId = `home-${query.queryKey[2]}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {list.data && items.length === 0 && (
        <p className="muted">
          <Trans>No items yet.</Trans>
        </p>
      )}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Thumb entityId={item.id} thumbnailId={item.thumbnailId} />
            <Link to={paths.entity(item.id)}>{item.name}</Link>
            <span className="muted">
              {formatDate(query.queryKey[2] === "createdAt" ? item.createdAt : item.updatedAt)}
            </span>
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
