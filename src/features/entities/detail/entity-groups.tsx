import { t } from "@lingui/core/macro";
import * as Collapsible from "@radix-ui/react-collapsible";
import type { EntityOut } from "../../../../contract/entity";
import { entityGroups, type DisplayRow } from "./group-rows";
import styles from "./entity-page.module.css";

/** Every group of fields; a group with nothing filled in starts collapsed. */
export function EntityGroups({ entity }: { entity: EntityOut }) {
  return (
    <div className={styles.groups}>
      {entityGroups(entity).map((group) => (
        <Group key={group.title} title={group.title} rows={group.rows} />
      ))}
    </div>
  );
}

function Group({ title, rows }: { title: string; rows: DisplayRow[] }) {
  const empty = rows.length === 0;
  return (
    <Collapsible.Root defaultOpen={!empty} className={styles.group}>
      <h2 className={styles.groupTitle}>
        <Collapsible.Trigger className={styles.groupTrigger}>
          {title}
          {empty && <span className="muted"> {t`(empty)`}</span>}
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content>
        {empty ? (
          <p className="muted">{t`Nothing recorded.`}</p>
        ) : (
          <dl className={styles.rows}>
            {rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
