import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { call } from "../../../api/client";
import type { EntityOut } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import type { DuplicateOptions } from "../../../../contract/duplicate";
import { ErrorText } from "../../../components/ui/error-text";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { toastStore } from "../../../components/ui/toast-store";
import { paths } from "../../../routing/paths";
import { entityQueries } from "../../../api/entity-queries";
import { newBatchId, undoBatchFromToast } from "../../history";

interface Props {
  entity: EntityOut;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Homebox's duplicate options with its defaults (attachments and custom fields on, maintenance off). The copy
 * is made in a batch of its own, which the "Created" toast's Undo deletes again on the service.
 */
export function DuplicateDialog({ entity, open, onOpenChange }: Props) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [options, setOptions] = useState<DuplicateOptions>({
    copyAttachments: true,
    copyCustomFields: true,
    copyMaintenance: false,
    copyPrefix: "Copy of ",
  });
  const duplicate = useMutation({
    mutationFn: async () => {
      const batchId = newBatchId();
      return {
        batchId,
        copy: await call(entityEndpoints.duplicate, { params: { id: entity.id }, body: options, batchId }),
      };
    },
    meta: { inlineErrors: true },
    onSuccess: async ({ batchId, copy }) => {
      await qc.invalidateQueries({ queryKey: entityQueries.all });
      // Undone while still on the copy's pages: back to the original, since the copy is gone.
      const leaveCopy = () => {
        if (window.location.pathname.startsWith(paths.entity(copy.id))) void navigate(paths.entity(entity.id));
      };
      toastStore.show({ title: t`Created ${copy.name}.`, undo: () => undoBatchFromToast(qc, batchId, leaveCopy) });
      onOpenChange(false);
      // The copy usually differs in a detail or two (serial number, place): straight to its editor.
      void navigate(paths.entityEdit(copy.id));
    },
  });
  const box = (key: "copyAttachments" | "copyCustomFields" | "copyMaintenance", label: string) => (
    <label className="inline-form">
      <input
        type="checkbox"
        checked={options[key]}
        onChange={(e) => setOptions({ ...options, [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    duplicate.mutate();
  }

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t`Duplicate ${entity.name}`}>
      <form onSubmit={submit} noValidate>
        <label className="field">
          <span>{t`Name prefix`}</span>
          <input value={options.copyPrefix} onChange={(e) => setOptions({ ...options, copyPrefix: e.target.value })} />
        </label>
        {box("copyAttachments", t`Copy attachments`)}
        {box("copyCustomFields", t`Copy custom fields`)}
        {box("copyMaintenance", t`Copy maintenance log`)}
        <ErrorText error={duplicate.error} />
        <div className="dialog-actions">
          <button type="submit" data-variant="primary" disabled={duplicate.isPending}>
            <Trans>Duplicate</Trans>
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
