import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { entityQueries } from "../../../api/entity-queries";
import styles from "./entity-page.module.css";
import { paths } from "../../../routing/paths";

/** Where the entity sits: root first, the entity itself last (current page). */
export function Breadcrumb({ id }: { id: string }) {
  const path = useQuery(entityQueries.path(id));
  if (!path.data) return null;
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className={styles.breadcrumb}>
        <li>
          <Link to={paths.inventory()}>{t`Inventory`}</Link>
        </li>
        {path.data.map((step, i) =>
          i === path.data.length - 1 ? (
            <li key={step.id} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.id}>
              <Link to={paths.entity(step.id)}>{step.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
