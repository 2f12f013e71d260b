import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../routing/paths";
import { lentWords } from "../lending";
import { homeQueries } from "./queries";
import styles from "./home.module.css";

/** The home page's card of lent items past their due date, linking to the list filtered to them. */
export function OverdueLent() {
  const { t } = useLingui();
  const overdue = useQuery(homeQueries.overdueLent());
  const items = overdue.data?.items ?? [];
  return (
    <section className={styles.card} aria-labelledby="home-overdue-lent">
      <h2 id="home-overdue-lent">{t`Overdue loans`}</h2>
      {overdue.data?.total === 0 && <p className="muted">{t`Nothing lent out is overdue.`}</p>}
      <ul className={styles.list}>
        {items.map((e) => (
          <li key={e.id}>
            <Link to={paths.entity(e.id)}>{e.name}</Link>
            {e.checkout && <span className="muted">{lentWords(e.checkout)}</span>}
          </li>
        ))}
      </ul>
      <Link to={`${paths.inventory()}?lent=overdue`}>{t`All overdue loans`}</Link>
    </section>
  );
}
