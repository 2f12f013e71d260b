import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ApiError } from "../../api/api-error";
import { entityQueries } from "../../api/entity-queries";
import { paths } from "../../routing/paths";
import { historyQueries } from "./queries";

/** An entity a change names (a parent, a location): a link while it exists, else its last name, marked deleted. */
export function EntityRef({ id }: { id: string }) {
  const path = useQuery(entityQueries.path(id));
  const gone = path.error instanceof ApiError && path.error.status === 404;
  if (path.data) return <Link to={paths.entity(id)}>{path.data.at(-1)?.name ?? id}</Link>;
  if (gone) return <DeletedEntity id={id} />;
  return <span className="muted">…</span>;
}

/** A deleted entity keeps its history: its delete recorded the name it had. */
function DeletedEntity({ id }: { id: string }) {
  const history = useQuery(historyQueries.entity(id));
  const deletion = history.data?.items.find((change) => change.action === "delete");
  const name = deletion?.changes.find((c) => c.field === "name")?.from;
  return <span>{typeof name === "string" ? t`${name} (deleted)` : t`a deleted entity`}</span>;
}
