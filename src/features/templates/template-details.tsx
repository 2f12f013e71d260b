import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { TagSummary } from "../../../contract/tag";
import { EntityPicker } from "../../components/form/entity-picker";
import { NumberField, TextField } from "../../components/form/fields";
import { TagPicker } from "../../components/form/tag-picker";
import { type EntityFormValues } from "../../components/form/form-schema";
import { EntityTypeOptions, entityTypeQueries } from "../entity-types";

/**
 * The template's "Details" group: the entity editor's fields for name, description, quantity and tags,
 * plus a type choice that may stay unset and the default location (the new item's parent).
 */
export function TemplateDetails({ tags }: { tags: readonly TagSummary[] }) {
  const { t } = useLingui();
  const { control, register } = useFormContext<EntityFormValues>();
  const types = useQuery(entityTypeQueries.all());
  const typeId = useId();
  return (
    <>
      <TextField name="name" label={t`Default name`} hint={t`What new items are called unless you say otherwise.`} />
      <TextField name="description" label={t`Default description`} multiline />
      <NumberField name="quantity" label={t`Default quantity`} />
      <NumberField name="minQuantity" label={t`Default minimum quantity`} emptyAs={null} />
      <TextField name="unit" label={t`Default unit`} placeholder={t`pieces`} />
      <div className="field">
        <label htmlFor={typeId}>{t`Default type`}</label>
        <select id={typeId} {...register("entityTypeId")}>
          <option value="">{t`Default (item)`}</option>
          <EntityTypeOptions types={types.data ?? []} />
        </select>
      </div>
      <TagPicker tags={tags} />
      <Controller
        control={control}
        name="parent"
        render={({ field }) => (
          <EntityPicker
            label={t`Default location`}
            value={field.value}
            onChange={field.onChange}
            hint={t`Where new items go (a location, or an item they sit in).`}
          />
        )}
      />
    </>
  );
}
