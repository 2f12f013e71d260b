import { Trans } from "@lingui/react/macro";
import Move from "lucide-react/icons/move";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { plural, t } from "@lingui/core/macro";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { EntityOut } from "../../../../contract/entity";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toastStore } from "../../../components/ui/toast-store";
import { CreateEntityDialog } from "../create/create-entity-dialog";
import { useDeleteEntity, useSetArchived } from "../mutations/entity-mutations";
import { MoveDialog } from "../quick/move-dialog";
import { SaveAsTemplateButton } from "../../templates";
import { DuplicateDialog } from "./duplicate-dialog";
import styles from "./entity-page.module.css";
import { paths } from "../../../routing/paths";

/** The entity's toolbar: edit, move, add inside, duplicate, save as template, archive, delete. */
export function EntityActions({ entity }: { entity: EntityOut }) {
  const [moving, setMoving] = useState(false);
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const archive = useSetArchived();
  const remove = useDeleteEntity();
  const navigate = useNavigate();
  const childCount = entity.allChildren.length;
  const destination = entity.parent?.name ?? t`the top level`;

  function onDelete() {
    remove.mutate(entity.id, {
      onSuccess: () => {
        toastStore.show({ title: t`Deleted ${entity.name}.` });
        void navigate(entity.parentId ? paths.entity(entity.parentId) : paths.inventory(), { replace: true });
      },
    });
  }

  return (
    <div
      className={styles.actions}
      role="toolbar"
      aria-label={entity.entityType.isLocation ? t`Location actions` : t`Item actions`}
    >
      <Link to={paths.entityEdit(entity.id)} className={styles.editLink}>
        <Pencil size={16} aria-hidden="true" className="icon" /> {t`Edit`}
      </Link>
      <button type="button" onClick={() => setMoving(true)}>
        <Move size={16} aria-hidden="true" className="icon" /> {t`Move…`}
      </button>
      <button type="button" onClick={() => setCreating(true)}>
        <Plus size={16} aria-hidden="true" className="icon" /> {t`Add inside…`}
      </button>
      <button type="button" onClick={() => setDuplicating(true)}>
        <Trans>Duplicate…</Trans>
      </button>
      <SaveAsTemplateButton entity={entity} />
      <button
        type="button"
        onClick={() => archive.mutate({ id: entity.id, archived: !entity.archived })}
        disabled={archive.isPending}
      >
        {entity.archived ? t`Unarchive` : t`Archive`}
      </button>
      <ConfirmDialog
        trigger={
          <button type="button" data-variant="danger" disabled={remove.isPending}>
            <Trash2 size={16} aria-hidden="true" className="icon" /> {t`Delete…`}
          </button>
        }
        title={t`Delete ${entity.name}?`}
        description={
          childCount === 0
            ? t`This cannot be undone.`
            : plural(childCount, {
                one: `# thing inside moves to ${destination}, keeping its location. This cannot be undone.`,
                other: `# things inside move to ${destination}, keeping their location. This cannot be undone.`,
              })
        }
        confirmLabel={t`Delete`}
        onConfirm={onDelete}
      />
      <MoveDialog entity={entity} open={moving} onOpenChange={setMoving} />
      <DuplicateDialog entity={entity} open={duplicating} onOpenChange={setDuplicating} />
      <CreateEntityDialog
        open={creating}
        onOpenChange={setCreating}
        defaults={{ parent: { id: entity.id, name: entity.name, isLocation: entity.entityType.isLocation } }}
      />
    </div>
  );
}
