import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "../../../api/api-error";
import type { BarcodeResult } from "../../../../contract/barcode";
import { ErrorText } from "../../../components/ui/error-text";
import { entityQueries } from "../../../api/entity-queries";
import { type PickedEntity } from "../../../components/form/picked-entity";
import { TagChecklist } from "../../tags";
import { NewEntityPlacement, placementIds } from "../../entities";
import { TemplateChoice, templateQueries } from "../../templates";
import type { TemplateOut } from "../../../../contract/template";
import { useLocalValue } from "../settings/local-value";
import { focusOnMount } from "../panel/focus-on-mount";
import styles from "../panel/scan-panel.module.css";
import { createDefaults } from "./create-defaults";
import { createFromScan, type CreateFromScanResult } from "./create-from-product-api";

interface Props {
  code: string;
  /** The chosen product; absent for a manual create of an unknown code. */
  product?: BarcodeResult;
  /** A fixed parent (the session's target location) instead of the remembered one. */
  parent?: PickedEntity | null;
  onCreated: (result: CreateFromScanResult) => void;
  onCancel: () => void;
}

/**
 * A create form prefilled from a product (or just the code), placed where the previous create went.
 * Focus starts on Name, so Enter confirms straight away; the code is stored as the Barcode field.
 */
export function CreateFromProductForm({ code, product, parent: fixedParent, onCreated, onCancel }: Props) {
  const id = useId();
  const remembered = useLocalValue(createDefaults);
  const qc = useQueryClient();
  const item = product?.item;
  const [name, setName] = useState(item?.name ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [manufacturer, setManufacturer] = useState(item?.manufacturer || product?.manufacturer || "");
  const [modelNumber, setModelNumber] = useState(item?.modelNumber || product?.modelNumber || "");
  const [quantity, setQuantity] = useState("1");
  const [parent, setParent] = useState<PickedEntity | null>(fixedParent ?? remembered.parent);
  const [location, setLocation] = useState<PickedEntity | null>(remembered.location);
  const [entityTypeId, setEntityTypeId] = useState(remembered.entityTypeId ?? "");
  const [tagIds, setTagIds] = useState(remembered.tagIds);
  const [nameError, setNameError] = useState<string | null>(null);
  const [template, setTemplate] = useState<TemplateOut | undefined>();

  /** A template fills what the product left empty, and its type, quantity, tags and location. */
  async function chooseTemplate(templateId: string) {
    if (!templateId) return setTemplate(undefined);
    const t = await qc.fetchQuery(templateQueries.detail(templateId));
    setTemplate(t);
    setDescription((v) => v || t.defaultDescription);
    setManufacturer((v) => v || t.defaultManufacturer);
    setModelNumber((v) => v || t.defaultModelNumber);
    setName((v) => v || t.defaultName);
    setQuantity(String(t.defaultQuantity));
    setEntityTypeId(t.defaultEntityTypeId ?? "");
    setTagIds(t.defaultTagIds);
    if (fixedParent === undefined && t.defaultLocation) setParent({ ...t.defaultLocation, isLocation: true });
  }

  const create = useMutation({
    mutationFn: createFromScan,
    meta: { inlineErrors: true },
    onSuccess: async (result) => {
      createDefaults.set({
        parent,
        location: parent && !parent.isLocation ? location : null,
        entityTypeId: entityTypeId || null,
        tagIds,
      });
      await qc.invalidateQueries({ queryKey: entityQueries.all });
      onCreated(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.name) setNameError(t`Name ${error.fields.name}`);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setNameError(t`Name must not be empty`);
    const qty = Number(quantity);
    setNameError(null);
    create.mutate({
      code,
      body: {
        name: name.trim(),
        description,
        manufacturer,
        modelNumber,
        quantity: Number.isFinite(qty) && quantity !== "" ? qty : 1,
        ...placementIds(parent, location),
        entityTypeId: entityTypeId || null,
        tagIds,
      },
      imageBase64: product?.imageBase64 || undefined,
      template,
    });
  }

  const text = (label: string, value: string, set: (v: string) => void, extra: object = {}) => (
    <label className="field">
      <span>{label}</span>
      <input value={value} onChange={(e) => set(e.target.value)} {...extra} />
    </label>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={styles.createForm}>
      <h3 id={`${id}-title`}>{product ? t`Create from product` : t`Create an item for this code`}</h3>
      <p className="muted">
        <Trans>
          Code <code className={styles.code}>{code}</code> will be stored in the Barcode field.
        </Trans>
      </p>
      {text(t`Name`, name, setName, {
        ref: focusOnMount, // Enter confirms right away
        "aria-invalid": !!nameError,
        "aria-describedby": nameError ? `${id}-name-error` : undefined,
      })}
      {nameError && (
        <small id={`${id}-name-error`} className="error">
          {nameError}
        </small>
      )}
      <TemplateChoice value={template?.id ?? ""} onChange={(t) => void chooseTemplate(t)} />
      <label className="field">
        <span>{t`Description`}</span>
        <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={2} />
      </label>
      {text(t`Manufacturer`, manufacturer, setManufacturer)}
      {text(t`Model number`, modelNumber, setModelNumber)}
      {text(t`Quantity`, quantity, setQuantity, { type: "number", min: 0, step: "any" })}
      <NewEntityPlacement
        typeSelect={{ value: entityTypeId, onChange: (e) => setEntityTypeId(e.target.value) }}
        parent={parent}
        onParentChange={fixedParent === undefined ? setParent : undefined}
        location={location}
        onLocationChange={setLocation}
      />
      <TagChecklist value={tagIds} onChange={setTagIds} />
      {create.error && <ErrorText error={create.error} />}
      <div className="dialog-actions">
        <button type="button" onClick={onCancel}>
          {t`Cancel`}
        </button>
        <button type="submit" data-variant="primary" disabled={create.isPending}>
          {create.isPending ? t`Creating…` : t`Create`}
        </button>
      </div>
    </form>
  );
}
