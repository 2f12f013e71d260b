import { t } from "@lingui/core/macro";
import { useState, type FormEvent } from "react";
import type { EntityOut } from "../../../../contract/entity";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { usePatchEntity } from "../mutations/patch-entity";
import { EntityPicker, type PickedEntity } from "../../../components/form/entity-picker";
import { EntityPathName } from "../../../components/form/entity-path-name";

interface Props {
  entity: EntityOut;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Moves an entity: into a new parent, optionally "stored somewhere else" (own location, only under an
 * item parent), or to the top level. One PATCH, with Undo in the toast.
 */
export function MoveDialog({ entity, open, onOpenChange }: Props) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t`Move ${entity.name}`}>
      {open && <MoveForm entity={entity} onDone={() => onOpenChange(false)} />}
    </ModalDialog>
  );
}

function MoveForm({ entity, onDone }: { entity: EntityOut; onDone: () => void }) {
  const patch = usePatchEntity();
  const [parent, setParent] = useState<PickedEntity | null>(null);
  const [elsewhere, setElsewhere] = useState(false);
  const [location, setLocation] = useState<PickedEntity | null>(null);
  const underItem = parent !== null && !parent.isLocation;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!parent) return;
    const own = underItem && elsewhere && location ? location : null;
    patch.mutate(
      {
        id: entity.id,
        // Under an item, no own location means "wherever the parent is" (null), not "keep the old one".
        patch: underItem ? { parentId: parent.id, locationId: own?.id ?? null } : { parentId: parent.id },
        announce: own
          ? t`Moved ${entity.name} into ${parent.name}, stored at ${own.name}.`
          : t`Moved ${entity.name} into ${parent.name}.`,
      },
      { onSuccess: onDone },
    );
  }

  function moveToTop() {
    patch.mutate(
      { id: entity.id, patch: { parentId: null }, announce: t`Moved ${entity.name} to the top level.` },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={onSubmit}>
      <p>
        {t`Now in:`}{" "}
        {entity.parent ? (
          <EntityPathName id={entity.parent.id} name={entity.parent.name} />
        ) : (
          t`the top level (no parent)`
        )}
      </p>
      <EntityPicker label={t`New parent`} value={parent} onChange={setParent} excludeIds={[entity.id]} />
      {underItem && (
        <label className="field">
          <span>
            <input type="checkbox" checked={elsewhere} onChange={(e) => setElsewhere(e.target.checked)} />{" "}
            {t`Stored somewhere else than ${parent.name}`}
          </span>
        </label>
      )}
      {underItem && elsewhere && (
        <EntityPicker label={t`Stored at (location)`} value={location} onChange={setLocation} locationsOnly />
      )}
      <div className="dialog-actions">
        {entity.parentId && (
          <button type="button" onClick={moveToTop} disabled={patch.isPending}>
            {t`Move to top level (no parent)`}
          </button>
        )}
        <button type="submit" data-variant="primary" disabled={!parent || patch.isPending}>
          {t`Move`}
        </button>
      </div>
    </form>
  );
}
