import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { entityQueries } from "../../api/entity-queries";
import { EntityPicker, type PickedEntity } from "../../components/form/entity-picker";
import { pathLine } from "../../components/form/location-path";
import { ErrorText } from "../../components/ui/error-text";
import { entityTypeName } from "../../i18n/built-in-names";
import { EntityTypeOptions, entityTypeQueries } from "../entity-types";
import { TagChecklist, tagQueries } from "../tags";
import type { BulkActionKind } from "./bulk-action";
import { FieldsForm } from "./fields-form";
import { MaintenanceForm } from "./maintenance-form";
import { StepForm, type StepProps } from "./step-form";

/** The first step of an action that needs values: what to move to, which type, which tags, which fields. */
export function ActionForm({ kind, ...props }: StepProps & { kind: BulkActionKind }) {
  switch (kind) {
    case "move":
      return <MoveForm {...props} />;
    case "type":
      return <TypeForm {...props} />;
    case "addTags":
    case "removeTags":
      return <TagsForm {...props} kind={kind} />;
    case "fields":
      return <FieldsForm {...props} />;
    case "maintenance":
      return <MaintenanceForm {...props} />;
    default:
      return null;
  }
}

function MoveForm({ onNext, onCancel }: StepProps) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [target, setTarget] = useState<PickedEntity | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The confirmation names the target by its path, so two shelves called "A" are told apart.
  const next = async () => {
    if (!target) return;
    try {
      const path = await qc.fetchQuery(entityQueries.path(target.id));
      onNext({ kind: "move", target, path: pathLine(path.map((step) => step.name)) });
    } catch (e) {
      setError(e);
    }
  };
  return (
    <StepForm ready={target !== null} onSubmit={() => void next()} onCancel={onCancel}>
      <EntityPicker
        label={t`Move to`}
        value={target}
        onChange={setTarget}
        hint={t`A location, or an item to put them into.`}
      />
      <ErrorText error={error} />
    </StepForm>
  );
}

function TypeForm({ onNext, onCancel }: StepProps) {
  const { t } = useLingui();
  const id = useId();
  const types = useQuery(entityTypeQueries.all());
  const [typeId, setTypeId] = useState("");
  const type = types.data?.find((x) => x.id === typeId);
  return (
    <StepForm
      ready={type !== undefined}
      onSubmit={() => type && onNext({ kind: "type", type: { id: type.id, name: entityTypeName(type) } })}
      onCancel={onCancel}
    >
      <label htmlFor={id}>{t`New type`}</label>
      <select id={id} value={typeId} onChange={(e) => setTypeId(e.target.value)}>
        <option value="">{t`Choose a type`}</option>
        <EntityTypeOptions types={types.data ?? []} />
      </select>
      <ErrorText error={types.error} />
    </StepForm>
  );
}

function TagsForm({ kind, onNext, onCancel }: StepProps & { kind: "addTags" | "removeTags" }) {
  const { t } = useLingui();
  const tags = useQuery(tagQueries.all());
  const [ids, setIds] = useState<string[]>([]);
  const chosen = (tags.data ?? []).filter((tag) => ids.includes(tag.id));
  return (
    <StepForm
      ready={chosen.length > 0}
      onSubmit={() => onNext({ kind, tags: chosen.map(({ id, name }) => ({ id, name })) })}
      onCancel={onCancel}
    >
      {tags.data?.length === 0 && <p>{t`There are no tags yet.`}</p>}
      <TagChecklist value={ids} onChange={setIds} />
      <ErrorText error={tags.error} />
    </StepForm>
  );
}
