import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { EntityTypeOut } from "../../../../contract/entity-type";
import { entityTypeQueries } from "../../entity-types";
import { describedBy } from "../../../components/ui/field-notes";
import { FieldFrame } from "../../../components/form/fields";
import { useFieldError } from "../../../components/form/field-error";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { LABELS } from "../../../components/form/field-labels";
import { EntityTypeOptions } from "../../entity-types";
import styles from "../../../components/form/form.module.css";

/**
 * The entity's type. The type list is fetched when the select is about to be used (or holds another
 * type than the entity's own), since the closed select needs only the entity's own type.
 */
export function TypeSelect({ current }: { current: EntityTypeOut }) {
  const { control } = useFormContext<EntityFormValues>();
  const id = useId();
  const error = useFieldError("entityTypeId");
  const [wanted, setWanted] = useState(false);
  const otherType = useWatch({ control, name: "entityTypeId" }) !== current.id;
  const types = useQuery({ ...entityTypeQueries.all(), enabled: wanted || otherType }).data ?? [];
  const options = types.some((t) => t.id === current.id) ? types : [current, ...types];
  const want = () => setWanted(true);

  return (
    <FieldFrame id={id} label={LABELS.entityTypeId} error={error}>
      <Controller
        control={control}
        name="entityTypeId"
        render={({ field }) => (
          <select
            id={id}
            className={styles.input}
            {...describedBy(id, undefined, error)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onFocus={want}
            onPointerEnter={want}
          >
            <EntityTypeOptions types={options} />
          </select>
        )}
      />
    </FieldFrame>
  );
}
