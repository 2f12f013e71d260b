import { useId } from "react";
import { useFormContext } from "react-hook-form";
import type { EntityOut, EntityTypeOut, TagSummary } from "../../../api/contract";
import { FieldFrame, CheckboxField, NumberField, TextAreaField, TextField, describedBy } from "./fields";
import { useFieldError } from "./field-error";
import type { EntityFormValues } from "./form-schema";
import { LABELS } from "./labels";
import { PlacementEditor } from "./PlacementEditor";
import { TagPicker } from "./TagPicker";
import styles from "./EntityEditPage.module.css";

interface Props {
  entity: EntityOut;
  types: readonly EntityTypeOut[];
  tags: readonly TagSummary[];
}

/** The "Details" group: what it is, how many, its tags, and where it is. */
export function DetailsFields({ entity, types, tags }: Props) {
  return (
    <>
      <div className={styles.grid}>
        <TextField name="name" />
        <TypeSelect types={types} current={entity.entityType} />
        <NumberField name="quantity" />
        <TextField name="assetId" placeholder="000-001" hint="Leave empty for none." />
      </div>
      <TextAreaField name="description" />
      <CheckboxField name="archived" hint="Archived entities are hidden from lists unless asked for." />
      <TagPicker tags={tags} />
      <PlacementEditor entity={entity} />
    </>
  );
}

function TypeSelect({ types, current }: { types: readonly EntityTypeOut[]; current: EntityTypeOut }) {
  const { register } = useFormContext<EntityFormValues>();
  const id = useId();
  const error = useFieldError("entityTypeId");
  // The entity's own type is always an option, even before the type list has loaded.
  const options = types.some((t) => t.id === current.id) ? types : [current, ...types];
  return (
    <FieldFrame id={id} label={LABELS.entityTypeId} error={error}>
      <select id={id} className={styles.input} {...describedBy(id, undefined, error)} {...register("entityTypeId")}>
        {options.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
            {t.isLocation ? " (location)" : ""}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
