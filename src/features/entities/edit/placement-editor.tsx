import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { EntityOut } from "../../../../contract/entity";
import { entityQueries } from "../../../api/entity-queries";
import { EntityPicker } from "../../../components/form/entity-picker";
import { errorSentence, useFieldError } from "../../../components/form/field-error";
import { CheckboxField } from "../../../components/form/fields";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { LABELS } from "../../../components/form/field-labels";
import {
  previewLocationId,
  previewPlacement,
  previewReason,
  syncChildrenLabel,
  type PlacementPreview,
} from "./placement";
import styles from "../../../components/form/form.module.css";

/**
 * Where the entity is (docs/spec/contract.md, "Parent and location"): a parent, which may be a location or an item;
 * under an item, optionally a location of its own ("stored somewhere else"). Shows the resulting location live.
 */
export function PlacementEditor({ entity }: { entity: EntityOut }) {
  const { control, register } = useFormContext<EntityFormValues>();
  const [parent, storedElsewhere, location] = useWatch({ control, name: ["parent", "storedElsewhere", "location"] });
  const underItem = parent !== null && !parent.isLocation;
  // The parent item's own resolved location: what this entity inherits when not stored elsewhere.
  const parentDetail = useQuery({ ...entityQueries.detail(parent?.id ?? ""), enabled: underItem });
  const parentLocation = underItem
    ? parentDetail.isSuccess
      ? (parentDetail.data.data.location ?? null)
      : parentDetail.isError
        ? null
        : undefined
    : null;
  const preview = previewPlacement({ parent, storedElsewhere, location, parentLocation });
  const parentError = useFieldError("parent");
  const locationError = useFieldError("location");
  const syncId = useId();

  return (
    <fieldset className={styles.placement}>
      <legend className={styles.label}>{t`Where it is`}</legend>
      <Controller
        control={control}
        name="parent"
        render={({ field }) => (
          <EntityPicker
            choiceShown="in-field"
            label={LABELS.parent}
            value={field.value}
            onChange={field.onChange}
            excludeIds={[entity.id]}
            inputRef={field.ref}
            hint={t`A location, or an item it is kept in. Clear it for the top level.`}
            error={parentError && errorSentence(LABELS.parent, parentError)}
          />
        )}
      />
      {underItem && (
        <CheckboxField name="storedElsewhere" hint={t`Kept somewhere other than where ${parent.name} is.`} />
      )}
      {underItem && storedElsewhere && (
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <EntityPicker
              choiceShown="in-field"
              label={LABELS.location}
              value={field.value}
              onChange={field.onChange}
              locationsOnly
              inputRef={field.ref}
              error={locationError && errorSentence(LABELS.location, locationError)}
            />
          )}
        />
      )}
      <LocationPreview preview={preview} />
      {entity.allChildren.length > 0 && (
        <div className={styles.inline}>
          {/* A native checkbox shown as a switch: keyboard, form state and the accessible role come with it. */}
          <input
            type="checkbox"
            role="switch"
            id={syncId}
            className={styles.switch}
            aria-describedby={`${syncId}-hint`}
            {...register("syncChildEntityLocations")}
          />
          <label htmlFor={syncId}>{syncChildrenLabel(entity.allChildren)}</label>
          <p id={`${syncId}-hint`} className={styles.hint}>
            {t`Only when this save changes where it is. Children without a location of their own always move with it.`}
          </p>
        </div>
      )}
    </fieldset>
  );
}

/**
 * "Will be in: Garage › Shelf (inherited from Toolbox)", live as the choice changes, before saving.
 * The path of the location comes from `/entities/{id}/path`; until it arrives the name alone shows.
 */
function LocationPreview({ preview }: { preview: PlacementPreview }) {
  const locationId = previewLocationId(preview);
  const path = useQuery({ ...entityQueries.path(locationId ?? ""), enabled: locationId !== null });
  const location = "location" in preview ? preview.location : null;
  const trail = path.data?.map((p) => p.name).join(" › ") ?? location?.name;

  return (
    <p className={styles.preview} role="status">
      {trail ? (
        <>
          {t`Will be in:`} <strong>{trail}</strong> {previewReason(preview)}
        </>
      ) : (
        previewReason(preview)
      )}
    </p>
  );
}
