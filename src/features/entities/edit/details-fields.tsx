import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import type { EntityOut } from "../../../../contract/entity";
import type { TagSummary } from "../../../../contract/tag";
import { CheckboxField, NumberField, TextField } from "../../../components/form/fields";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { entityTypeQueries } from "../../entity-types";
import { PlacementEditor } from "./placement-editor";
import { TagPicker } from "../../../components/form/tag-picker";
import { TypeSelect } from "./type-select";
import styles from "../../../components/form/form.module.css";

interface Props {
  entity: EntityOut;
  tags: readonly TagSummary[];
}

/** Whether the type chosen in the form is a location type: the entity's own type needs no type list. */
function useChosenTypeIsLocation(entity: EntityOut): boolean {
  const typeId = useWatch({ control: useFormContext<EntityFormValues>().control, name: "entityTypeId" });
  const other = typeId !== entity.entityType.id;
  const types = useQuery({ ...entityTypeQueries.all(), enabled: other }).data;
  const chosen = other ? types?.find((type) => type.id === typeId) : entity.entityType;
  return chosen?.isLocation ?? entity.entityType.isLocation;
}

/** The "Details" group: what it is, how many (not for a location), its tags, and where it is. */
export function DetailsFields({ entity, tags }: Props) {
  const isLocation = useChosenTypeIsLocation(entity);
  return (
    <>
      <div className={styles.grid}>
        <TextField name="name" />
        <TypeSelect current={entity.entityType} />
        {!isLocation && <NumberField name="quantity" />}
        {!isLocation && (
          <NumberField name="minQuantity" emptyAs={null} hint={t`Low on stock at or below this; empty for none.`} />
        )}
        {!isLocation && <TextField name="unit" placeholder={t`pieces`} hint={t`Such as m, kg, l or pack.`} />}
        <TextField name="assetId" placeholder="000-001" hint={t`Leave empty for none.`} />
      </div>
      <TextField name="description" multiline />
      <CheckboxField name="archived" hint={t`Archived items and locations are hidden from lists unless asked for.`} />
      <TagPicker tags={tags} />
      <PlacementEditor entity={entity} />
    </>
  );
}
