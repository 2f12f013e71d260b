import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import type { EntityOut } from "../../../../contract/entity";
import { usePatchEntity } from "../mutations/patch-entity";
import { EntityTypeOptions, entityTypeQueries } from "../../entity-types";
import { entityTypeName } from "../../../i18n/built-in-names";

/** Changes the entity type at once (PATCH with Undo). */
export function TypeSelect({ entity }: { entity: EntityOut }) {
  const types = useQuery(entityTypeQueries.all());
  const patch = usePatchEntity();
  return (
    <label className="field">
      <span>{t`Type`}</span>
      <select
        value={entity.entityTypeId}
        onChange={(e) => {
          const type = types.data?.find((t) => t.id === e.target.value);
          if (!type) return;
          patch.mutate({
            id: entity.id,
            patch: { entityTypeId: type.id },
            announce: t`Type of ${entity.name} changed to ${entityTypeName(type)}.`,
          });
        }}
      >
        <EntityTypeOptions types={types.data ?? [entity.entityType]} />
      </select>
    </label>
  );
}
