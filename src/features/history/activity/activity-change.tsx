import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { ChangeOut } from "../../../../contract/history";
import { entityQueries } from "../../../api/entity-queries";
import { formatDate } from "../../../components/format/date";
import { paths } from "../../../routing/paths";
import { actionWords, fieldLabel } from "../change-words";

/**
 * The entity as a link while it exists, else its name as the page's changes know it. Its detail query is the
 * one the entity page uses, so an entity seen before costs no request.
 */
export function EntityName({ id, knownName }: { id: string; knownName?: string }) {
  const entity = useQuery({ ...entityQueries.detail(id), retry: false });
  if (entity.data) return <Link to={paths.entity(id)}>{entity.data.data.name}</Link>;
  if (entity.isPending) return <span>{knownName ?? "…"}</span>;
  return <span>{knownName ? t`${knownName} (deleted)` : t`A deleted entity`}</span>;
}

/** One change: who, what to which entity, when, and the fields it changed. */
export function ActivityChange({ change, knownName }: { change: ChangeOut; knownName?: string }) {
  // A create or delete lists every field; the fields matter for changes, moves and restores.
  const fields = change.action === "create" || change.action === "delete" ? [] : change.changes.map((c) => c.field);
  return (
    <li>
      <strong>{change.actor.name}</strong> {actionWords(change.action)}:{" "}
      <EntityName id={change.entityId} knownName={knownName} />{" "}
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
