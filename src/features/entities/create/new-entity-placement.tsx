import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { EntityPicker } from "../../../components/form/entity-picker";
import type { PickedEntity } from "../../../components/form/picked-entity";
import { EntityTypeOptions, entityTypeQueries } from "../../entity-types";

interface Props {
  /** Binds the type select: a registered form field, or a controlled value. */
  typeSelect: ComponentProps<"select">;
  parent: PickedEntity | null;
  /** Absent when the parent is fixed: then there is no parent picker. */
  onParentChange?: (parent: PickedEntity | null) => void;
  location: PickedEntity | null;
  onLocationChange: (location: PickedEntity | null) => void;
}

/** A new entity's type, its parent and, under an item parent, a location of its own (create dialog and scan). */
export function NewEntityPlacement({ typeSelect, parent, onParentChange, location, onLocationChange }: Props) {
  const types = useQuery(entityTypeQueries.all());
  return (
    <>
      <label className="field">
        <span>{t`Type`}</span>
        <select {...typeSelect}>
          <option value="">{t`Default (item)`}</option>
          <EntityTypeOptions types={types.data ?? []} />
        </select>
      </label>
      {onParentChange && <EntityPicker label={t`Parent`} value={parent} onChange={onParentChange} />}
      {parent && !parent.isLocation && (
        <EntityPicker
          label={t`Stored somewhere else (location)`}
          value={location}
          onChange={onLocationChange}
          locationsOnly
        />
      )}
    </>
  );
}

/** The create body's placement: the own location counts only under an item parent. */
export function placementIds(parent: PickedEntity | null, location: PickedEntity | null) {
  return { parentId: parent?.id ?? null, locationId: parent && !parent.isLocation ? (location?.id ?? null) : null };
}
