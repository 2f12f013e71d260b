import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../routing/paths";
import { formatDate } from "../../components/format/date";
import { maintenanceQueries } from "../maintenance";
import styles from "./home.module.css";

const SHOWN = 5;

/** The home page's card of scheduled maintenance (soonest first, overdue included), linking to the full log. */
export function MaintenanceDue() {
  const { t } = useLingui();
  const due = useQuery(maintenanceQueries.group("scheduled", 1));
  const items = due.data?.items.slice(0, SHOWN) ?? [];
  return (
    <section className={styles.card} aria-labelledby="home-maintenance">
      <h2 id="home-maintenance">{t`Maintenance due`}</h2>
      {due.data?.total === 0 && <p className="muted">{t`Nothing scheduled.`}</p>}
      <ul className={styles.list}>
        {items.map((m) => (
          <li key={m.id}>
            <Link to={paths.entity(m.entityId)}>{m.entityName}</Link>
            <span className="muted">{t`${m.name}, ${formatDate(m.scheduledDate)}`}</span>
          </li>
        ))}
      </ul>
      <Link to={paths.maintenance()}>{t`All maintenance`}</Link>
    </section>
  );
}
