import { t } from "@lingui/core/macro";
import { translateFieldMessage } from "../../../i18n/field-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ComponentProps } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../api/api-error";
import { EntityCreate, type EntityOut } from "../../../../contract/entity";
import { ErrorText } from "../../../components/ui/error-text";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { toastStore } from "../../../components/ui/toast-store";
import { useCreateEntity } from "../mutations/entity-mutations";
import type { PickedEntity } from "../../../components/form/entity-picker";
import { KeptValues } from "./kept-values";
import { NewEntityPlacement, placementIds } from "./new-entity-placement";
import { entityTypeQueries } from "../../entity-types";
import { TagChecklist } from "../../tags";
import { newBatchId, undoBatchFromToast } from "../../history";
import { TemplateChoice, templateQueries, useCreateFromTemplate } from "../../templates";
import { paths } from "../../../routing/paths";

/** The quick-create subset of the contract's create body (the full form is the edit page). */
const CreateForm = EntityCreate.pick({ name: true, entityTypeId: true, quantity: true, tagIds: true });
type FormIn = z.input<typeof CreateForm>;
type FormOut = z.output<typeof CreateForm>;

export interface CreateDefaults {
  /** What is being made: names the dialog and, for a location, preselects the first location type. */
  kind?: "item" | "location";
  parent?: PickedEntity | null;
  entityTypeId?: string;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: CreateDefaults;
}

export function CreateEntityDialog({ open, onOpenChange, defaults }: Props) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={defaults?.kind === "location" ? t`New location` : t`New item`}
    >
      {/* Mounted only while open, so every opening starts from the defaults. */}
      {open && <CreateEntityForm defaults={defaults} onDone={() => onOpenChange(false)} />}
    </ModalDialog>
  );
}

function CreateEntityForm({ defaults, onDone }: { defaults?: CreateDefaults; onDone: () => void }) {
  const types = useQuery(entityTypeQueries.all());
  const [parent, setParent] = useState<PickedEntity | null>(defaults?.parent ?? null);
  const [location, setLocation] = useState<PickedEntity | null>(null);
  const [created, setCreated] = useState<string[]>([]);
  const plain = useCreateEntity();
  const fromTemplate = useCreateFromTemplate();
  const [templateId, setTemplateId] = useState("");
  const create = templateId ? fromTemplate : plain;
  const qc = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(CreateForm),
    defaultValues: { name: "", quantity: 1, entityTypeId: defaults?.entityTypeId, tagIds: [] },
  });
  const { register, handleSubmit, formState, setError, reset, setFocus, control, getValues, setValue } = form;
  const tagIds = useWatch({ control, name: "tagIds" }) ?? [];
  // A location holds things; it has no quantity of its own.
  const typeId = useWatch({ control, name: "entityTypeId" });
  const isLocation = types.data?.find((type) => type.id === typeId)?.isLocation ?? false;

  /** Drops what "Create and add another" kept: the next one starts as the dialog opened. */
  function clearKept() {
    setParent(defaults?.parent ?? null);
    setLocation(null);
    setValue("tagIds", []);
    setFocus("name");
  }

  // "New location" without a given type: the first location type, once the types are known.
  const firstLocationType = types.data?.find((t) => t.isLocation)?.id;
  useEffect(() => {
    if (defaults?.kind === "location" && firstLocationType && !getValues("entityTypeId")) {
      setValue("entityTypeId", firstLocationType);
    }
  }, [defaults?.kind, firstLocationType, getValues, setValue]);

  // Ready for the next one: back to the name field (after reset has run; RHF cannot focus during it).
  useEffect(() => {
    if (created.length > 0) setFocus("name");
  }, [created.length, setFocus]);

  /** "New from template": the template's type, quantity, tags, location and name fill the form. */
  async function chooseTemplate(id: string) {
    setTemplateId(id);
    if (!id) return;
    const template = await qc.fetchQuery(templateQueries.detail(id));
    setValue("entityTypeId", template.defaultEntityTypeId ?? undefined);
    setValue("quantity", template.defaultQuantity);
    setValue("tagIds", template.defaultTagIds);
    if (!getValues("name")) setValue("name", template.defaultName);
    if (template.defaultLocation && !defaults?.parent) setParent({ ...template.defaultLocation, isLocation: true });
  }

  const save = (addAnother: boolean) =>
    handleSubmit((values) => {
      const body = { ...values, ...placementIds(parent, location) };
      const batchId = newBatchId();
      const callbacks = {
        onSuccess: (entity: EntityOut) => {
          toastStore.show({ title: t`Created ${entity.name}.`, undo: () => undoBatchFromToast(qc, batchId) });
          if (!addAnother) {
            onDone();
            void navigate(paths.entity(entity.id));
            return;
          }
          // Keep where and what (type, tags, parent, location): the next item usually goes alongside.
          setCreated((list) => [entity.name, ...list]);
          // From a template, its quantity stays too: the next one is made from the same template.
          reset({
            name: "",
            quantity: templateId ? values.quantity : 1,
            entityTypeId: values.entityTypeId,
            tagIds: values.tagIds,
          });
        },
        onError: (error: Error) => {
          if (!(error instanceof ApiError)) return;
          for (const [path, message] of Object.entries(error.fields)) {
            if (path === "name" || path === "quantity")
              setError(path, { message: translateFieldMessage(message, error.codes[path]) });
          }
        },
      };
      if (templateId) fromTemplate.mutate({ templateId, body, batchId }, callbacks);
      else plain.mutate({ body, batchId }, callbacks);
    });

  const errors = formState.errors;
  const inputField = (name: "name" | "quantity", label: string, input: ComponentProps<"input">) => (
    <label className="field">
      <span>{label}</span>
      <input {...input} aria-invalid={!!errors[name]} aria-describedby={`create-${name}-error`} />
      {errors[name] && (
        <small id={`create-${name}-error`} className="error">
          {label} {errors[name].message}
        </small>
      )}
    </label>
  );
  return (
    <form onSubmit={save(false)} noValidate>
      <TemplateChoice label={t`New from template`} value={templateId} onChange={(id) => void chooseTemplate(id)} />
      {inputField("name", t`Name`, register("name"))}
      {created.length > 0 && (
        <KeptValues
          parent={parent?.id === defaults?.parent?.id ? null : parent}
          location={parent && !parent.isLocation ? location : null}
          tagIds={tagIds}
          onClear={clearKept}
        />
      )}
      <NewEntityPlacement
        typeSelect={register("entityTypeId", { setValueAs: (v: string) => v || undefined })}
        parent={parent}
        onParentChange={setParent}
        location={location}
        onLocationChange={setLocation}
      />
      {!isLocation &&
        inputField("quantity", t`Quantity`, {
          type: "number",
          min: 0,
          step: "any",
          ...register("quantity", { valueAsNumber: true }),
        })}
      <Controller
        control={control}
        name="tagIds"
        render={({ field }) => <TagChecklist value={field.value ?? []} onChange={field.onChange} />}
      />
      {create.error &&
        !(create.error instanceof ApiError && create.error.status === 422 && "name" in create.error.fields) && (
          <ErrorText error={create.error} />
        )}
      {created.length > 0 && (
        <p role="status">
          {t`Created so far:`} {created.join(", ")}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={save(true)} disabled={create.isPending}>
          {t`Create and add another`}
        </button>
        <button type="submit" data-variant="primary" disabled={create.isPending}>
          {t`Create`}
        </button>
      </div>
    </form>
  );
}
