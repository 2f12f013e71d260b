import { t } from "@lingui/core/macro";
import { Link } from "react-router";
import type { ChangeOut } from "../../../../contract/history";
import { formatDate } from "../../../components/format/date";
import { paths } from "../../../routing/paths";
import { actionWords, fieldLabel } from "../change-words";
import type { EntityNaming } from "./activity-batches";

/** The entity as a link while it exists, else its last name marked deleted: as the feed named it, no request. */
export function EntityName({ id, name, deleted }: EntityNaming) {
  if (!deleted) return <Link to={paths.entity(id)}>{name ?? t`An entity`}</Link>;
  return <span>{name ? t`${name} (deleted)` : t`A deleted entity`}</span>;
}

/** One change: who, what to which entity, when, and the fields it changed. */
export function ActivityChange({ change }: { change: ChangeOut }) {
  // A create or delete lists every field; the fields matter for changes, moves and restores.
  const fields = change.action === "create" || change.action === "delete" ? [] : change.changes.map((c) => c.field);
  return (
    <li>
      <strong>{change.actor.name}</strong> {actionWords(change.action)}:{" "}
      <EntityName id={change.entityId} name={change.entityName} deleted={change.entityDeleted} />{" "}
      <time dateTime={change.at} className="muted">
        {formatDate(change.at)}
      </time>
      {fields.length > 0 && (
        <div className="muted">
          {t`Fields:`} {fields.map(fieldLabel).join(", ")}
        </div>
      )}
    </li>
  );
}
