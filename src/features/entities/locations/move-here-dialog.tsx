import { t } from "@lingui/core/macro";
import { useState, type FormEvent } from "react";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { usePatchEntity } from "../mutations/patch-entity";
import { EntityPicker, type PickedEntity } from "../../../components/form/entity-picker";

interface Props {
  location: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Move here": pick any entity and make this location its parent (PATCH parentId, with Undo). */
export function MoveHereDialog({ location, open, onOpenChange }: Props) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t`Move something into ${location.name}`}>
      {open && <MoveHereForm location={location} onDone={() => onOpenChange(false)} />}
    </ModalDialog>
  );
}

function MoveHereForm({ location, onDone }: { location: Props["location"]; onDone: () => void }) {
  const [entity, setEntity] = useState<PickedEntity | null>(null);
  const patch = usePatchEntity();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!entity) return;
    patch.mutate(
      { id: entity.id, patch: { parentId: location.id }, announce: t`Moved ${entity.name} into ${location.name}.` },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={onSubmit}>
      <EntityPicker label={t`Item to move`} value={entity} onChange={setEntity} excludeIds={[location.id]} />
      <div className="dialog-actions">
        <button type="submit" data-variant="primary" disabled={!entity || patch.isPending}>
          {t`Move here`}
        </button>
      </div>
    </form>
  );
}
