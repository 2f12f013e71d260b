import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useCanWrite } from "../../auth";
import { UpdatedByNote } from "../../live";
import { Link, useParams } from "react-router";
import type { EntityOut } from "../../../../contract/entity";
import { ErrorText } from "../../../components/ui/error-text";
import { AttachmentsPanel } from "../attachments/attachments-panel";
import { LendingSection, LentBadge } from "../../lending";
import { MaintenanceSection } from "../../maintenance";
import { HistorySection } from "../../history";
import { SelectChildrenButton } from "../../bulk";
import { ReportActions } from "../../reports";
import { entityQueries } from "../../../api/entity-queries";
import { QuantityControl } from "../quick/quantity-control";
import { TagsEditor } from "../quick/tags-editor";
import { TypeSelect } from "../quick/type-select";
import { EntityActions } from "./entity-actions";
import { EntityGroups } from "./entity-groups";
import { LocationLine } from "./location-line";
import { usePhoneLayout } from "./use-phone-layout";
import styles from "./entity-page.module.css";
import { usePageTitle } from "../../../components/ui/use-page-title";
import { paths } from "../../../routing/paths";

/** `/entities/:id`: everything about one entity, with quick changes in place. */
export function EntityPage() {
  const { id = "" } = useParams();
  const detail = useQuery(entityQueries.detail(id));
  const canWrite = useCanWrite();
  const phone = usePhoneLayout();
  usePageTitle(detail.data?.data.name);
  if (detail.error) return <ErrorText error={detail.error} />;
  if (!detail.data) return <p>{t`Loading…`}</p>;
  const entity = detail.data.data;
  // On a phone the content comes first: the toolbar follows the facts and quick changes, in the markup too,
  // so that reading and tabbing order match what the screen shows.
  const actions = canWrite && <EntityActions entity={entity} />;

  return (
    // Keyed by id: moving to a child or parent starts every quick control afresh.
    <article key={entity.id} className={styles.page}>
      <Breadcrumb id={id} />
      <header className={styles.header}>
        <h1>
          {entity.name} {entity.archived && <span className="badge">{t`Archived`}</span>}{" "}
          <LentBadge checkout={entity.checkout} />
        </h1>
        {!phone && actions}
      </header>
      <UpdatedByNote id={entity.id} />
      <dl className={styles.facts}>
        <div>
          <dt>{t`Asset ID`}</dt>
          <dd className={styles.mono}>{entity.assetId || "—"}</dd>
        </div>
        <div>
          <dt>{t`Location`}</dt>
          <dd>
            <LocationLine entity={entity} />
          </dd>
        </div>
        {entity.itemCount !== undefined && (
          <div>
            <dt>{t`Items at or under it`}</dt>
            <dd>{entity.itemCount}</dd>
          </div>
        )}
      </dl>
      {entity.entityType.isLocation && <ReportActions scope={{ locationId: entity.id }} name={entity.name} />}
      {canWrite && (
        <section aria-label={t`Quick changes`} className={styles.quick}>
          <QuantityControl entity={entity} />
          <TypeSelect entity={entity} />
          <TagsEditor entity={entity} />
        </section>
      )}
      {phone && actions}
      {canWrite && !entity.entityType.isLocation && <LendingSection entity={entity} />}
      <EntityGroups entity={entity} />
      <AttachmentsPanel entity={entity} />
      <MaintenanceSection entity={entity} />
      <ChildrenList entity={entity} />
      <HistorySection entityId={entity.id} />
    </article>
  );
}

/** Where the entity sits: root first, the entity itself last (current page). */
function Breadcrumb({ id }: { id: string }) {
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

/** Direct children: what is inside (or part of) this entity. */
function ChildrenList({ entity }: { entity: EntityOut }) {
  return (
    <section aria-labelledby="children-title" className={styles.section}>
      <h2 id="children-title">{t`Inside (${entity.allChildren.length})`}</h2>
      <SelectChildrenButton parentId={entity.id} count={entity.allChildren.length} />
      {entity.allChildren.length === 0 ? (
        <p className="muted">{t`Nothing inside.`}</p>
      ) : (
        <ul className={styles.children}>
          {entity.allChildren.map((child) => (
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
