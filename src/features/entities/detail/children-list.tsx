import { t } from "@lingui/core/macro";
import { Link } from "react-router";
import type { EntityOut } from "../../../../contract/entity";
import styles from "./entity-page.module.css";
import { paths } from "../../../routing/paths";

/** Direct children: what is inside (or part of) this entity. */
export function ChildrenList({ entity }: { entity: EntityOut }) {
  return (
    <section aria-labelledby="children-title" className={styles.section}>
      <h2 id="children-title">{t`Inside (${entity.children.length})`}</h2>
      {entity.children.length === 0 ? (
        <p className="muted">{t`Nothing inside.`}</p>
      ) : (
        <ul className={styles.children}>
          {entity.children.map((child) => (
            <li key={child.id}>
              <Link to={paths.entity(child.id)}>{child.name}</Link>
              {child.quantity !== 1 && <span className="muted"> × {child.quantity}</span>}
              {child.archived && <span className="badge"> {t`Archived`}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
