import { t } from "@lingui/core/macro";
import type { EntityOut } from "../../../../contract/entity";
import type { TagSummary } from "../../../../contract/tag";
import { CheckboxField, NumberField, TextField } from "../../../components/form/fields";
import { PlacementEditor } from "./placement-editor";
import { TagPicker } from "../../../components/form/tag-picker";
import { TypeSelect } from "./type-select";
import styles from "../../../components/form/form.module.css";

interface Props {
  entity: EntityOut;
  tags: readonly TagSummary[];
}

/** The "Details" group: what it is, how many, its tags, and where it is. */
export function DetailsFields({ entity, tags }: Props) {
  return (
    <>
      <div className={styles.grid}>
        <TextField name="name" />
        <TypeSelect current={entity.entityType} />
        <NumberField name="quantity" />
        <TextField name="assetId" placeholder="000-001" hint={t`Leave empty for none.`} />
      </div>
      <TextField name="description" multiline />
      <CheckboxField name="archived" hint={t`Archived items and locations are hidden from lists unless asked for.`} />
      <TagPicker tags={tags} />
      <PlacementEditor entity={entity} />
    </>
  );
}
