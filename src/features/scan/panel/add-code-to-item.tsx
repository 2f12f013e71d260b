import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { EntityPicker } from "../../../components/form/entity-picker";
import type { PickedEntity } from "../../../components/form/picked-entity";
import { ErrorText } from "../../../components/ui/error-text";
import { feedbackStore } from "../feedback/feedback";
import { addCodeToEntity } from "../lookup/add-code";
import { classifyCode } from "../lookup/classify-code";
import { createScanApi } from "../lookup/scan-api";
import { useScanHandler } from "../scan-context";
import { focusOnMount } from "./focus-on-mount";
import styles from "./scan-panel.module.css";

interface Props {
  code: string;
  onOpen: (id: string) => void;
  onCancel: () => void;
}

/**
 * An unknown code goes onto an item the inventory already has: found by the picker's search, or by
 * scanning the item's asset label (which, while this form is open, picks rather than looks up).
 */
export function AddCodeToItem({ code, onOpen, onCancel }: Props) {
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  // The success note is its own element, so the form's claim on scans ends with the form: the next scan looks up.
  return added ? (
    <AddedNote code={code} {...added} onOpen={onOpen} />
  ) : (
    <PickItemForm code={code} onAdded={setAdded} onCancel={onCancel} />
  );
}

function AddedNote({ code, id, name, onOpen }: { code: string; id: string; name: string; onOpen: Props["onOpen"] }) {
  return (
    <div role="status">
      <p>
        <Trans>
          Added <code className={styles.code}>{code}</code> to <strong>{name}</strong>: scanning it finds it from now
          on.
        </Trans>
      </p>
      <button type="button" data-variant="primary" onClick={() => onOpen(id)} ref={focusOnMount}>
        {t`Open ${name}`}
      </button>
    </div>
  );
}

function PickItemForm({
  code,
  onAdded,
  onCancel,
}: Omit<Props, "onOpen"> & { onAdded: (entity: { id: string; name: string }) => void }) {
  const id = useId();
  const qc = useQueryClient();
  const [item, setItem] = useState<PickedEntity | null>(null);
  const [scanNote, setScanNote] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (target: PickedEntity) => addCodeToEntity(qc, target.id, code),
    meta: { inlineErrors: true },
    onSuccess: ({ id: addedId, name }) => {
      feedbackStore.signal("success", t`Added ${code} to ${name}.`);
      onAdded({ id: addedId, name });
    },
  });

  useScanHandler(async ({ code: label }) => {
    const kind = classifyCode(label);
    const api = createScanApi(qc);
    try {
      const found =
        kind.kind === "asset"
          ? await api.findByAssetId(kind.assetId)
          : kind.kind === "entity"
            ? await api.getEntity(kind.id)
            : undefined;
      if (found === undefined) setScanNote(t`${label} is not an asset label: scan the item's label, or search.`);
      else if (found === null) setScanNote(t`Nothing has asset id ${label}.`);
      else {
        const { name } = found;
        setItem({ id: found.id, name, isLocation: found.entityType.isLocation });
        setScanNote(t`Chosen by its label: ${name}.`);
      }
    } catch {
      setScanNote(t`The scanned label could not be looked up.`);
    }
  }, true);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (item) add.mutate(item);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={styles.createForm}>
      <h3 id={`${id}-title`}>{t`Add this code to an existing item`}</h3>
      <p className="muted">
        <Trans>
          Code <code className={styles.code}>{code}</code> will be stored in the item&apos;s Barcode field.
        </Trans>
      </p>
      <EntityPicker
        label={t`Item`}
        value={item}
        onChange={setItem}
        hint={t`Search by name, or scan the item's asset label.`}
        inputRef={focusOnMount}
      />
      {scanNote && <p role="status">{scanNote}</p>}
      {add.error && <ErrorText error={add.error} />}
      <div className="dialog-actions">
        <button type="button" onClick={onCancel}>
          {t`Cancel`}
        </button>
        <button type="submit" data-variant="primary" disabled={!item || add.isPending}>
          {add.isPending ? t`Adding…` : t`Add code`}
        </button>
      </div>
    </form>
  );
}
