import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { Link } from "react-router";
import type { EntityOut } from "../../../../contract/entity";
import { paths } from "../../../routing/paths";

/** The resolved location, and why: the entity's own, its parent itself, or inherited from its parent. */
export function LocationLine({ entity }: { entity: EntityOut }) {
  const { location, parent } = entity;
  if (!location) return <span className="muted">{t`No location`}</span>;
  const why = entity.locationId ? (
    t`(its own location, stored apart from its parent)`
  ) : parent?.id === location.id ? (
    t`(its parent)`
  ) : parent ? (
    <Trans>
      (inherited from <Link to={paths.entity(parent.id)}>{parent.name}</Link>)
    </Trans>
  ) : (
    t`(inherited from its parent)`
  );
  return (
    <span>
      <Link to={paths.entity(location.id)}>{location.name}</Link> {why}
    </span>
  );
}
