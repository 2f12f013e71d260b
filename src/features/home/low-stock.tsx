import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../routing/paths";
import { formatAmount } from "../../components/format/amount";
import { homeQueries } from "./queries";
import styles from "./home.module.css";

/** The home page's card of items at or below their minimum quantity, linking to the filtered list. */
export function LowStock() {
  const { t } = useLingui();
  const low = useQuery(homeQueries.lowStock());
  const items = low.data?.items ?? [];
  return (
    <section className={styles.card} aria-labelledby="home-low-stock">
      <h2 id="home-low-stock">{t`Low on stock`}</h2>
      {low.data?.total === 0 && <p className="muted">{t`Nothing is running low.`}</p>}
      <ul className={styles.list}>
        {items.map((e) => (
          <li key={e.id}>
            <Link to={paths.entity(e.id)}>{e.name}</Link>
            <span className="muted">
              {t`${formatAmount(e.quantity, e.unit)} left, minimum ${formatAmount(e.minQuantity ?? 0, e.unit)}`}
            </span>
          </li>
        ))}
      </ul>
      <Link to={`${paths.inventory()}?lowStock=true`}>{t`All low on stock`}</Link>
    </section>
  );
}
