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
import { CreateEntityDialog } from "../create/create-entity-dialog";
import { useDeleteEntity, useSetArchived } from "../mutations/entity-mutations";
import { MoveDialog } from "../quick/move-dialog";
import { SaveAsTemplateButton } from "../../templates";
import { DuplicateDialog } from "./duplicate-dialog";
import { MoreActions } from "./more-actions";
import { usePhoneLayout } from "./use-phone-layout";
import styles from "./entity-page.module.css";
import { paths } from "../../../routing/paths";

/**
 * The entity's toolbar: edit, move, add inside, duplicate, save as template, archive, delete. On a phone
 * only the main action shows (Edit, and Add inside for a location), the rest behind "More", so the page's
 * content is not pushed down by three rows of buttons.
 */
export function EntityActions({ entity }: { entity: EntityOut }) {
  const [moving, setMoving] = useState(false);
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const phone = usePhoneLayout();
  const archive = useSetArchived();
  const remove = useDeleteEntity();
  const navigate = useNavigate();
  const childCount = entity.allChildren.length;
  const destination = entity.parent?.name ?? t`the top level`;
  const isLocation = entity.entityType.isLocation;

  function onDelete() {
    remove.mutate(
      { id: entity.id, name: entity.name },
      {
        onSuccess: () => {
          void navigate(entity.parentId ? paths.entity(entity.parentId) : paths.inventory(), { replace: true });
        },
      },
    );
  }

  /** Closes the More menu (on a phone) and opens what the action opens. */
  const run = (action: () => void) => () => {
    setMoreOpen(false);
    action();
  };
  const addInside = (
    <button type="button" onClick={run(() => setCreating(true))}>
      <Plus size={16} aria-hidden="true" className="icon" /> {t`Add inside…`}
    </button>
  );
  const secondary = (
    <>
      <button type="button" onClick={run(() => setMoving(true))}>
        <Move size={16} aria-hidden="true" className="icon" /> {t`Move…`}
      </button>
      {!(phone && isLocation) && addInside}
      {isLocation && (
        <Link to={paths.stocktakes(entity.id)} onClick={() => setMoreOpen(false)}>
          {t`Start stock-take…`}
        </Link>
      )}
      <button type="button" onClick={run(() => setDuplicating(true))}>
        <Trans>Duplicate…</Trans>
      </button>
      {/* Left open while it saves: it navigates to the new template when done. */}
      <SaveAsTemplateButton entity={entity} />
      <button
        type="button"
        onClick={run(() => archive.mutate({ id: entity.id, archived: !entity.archived }))}
        disabled={archive.isPending}
      >
        {entity.archived ? t`Unarchive` : t`Archive`}
      </button>
      <button type="button" data-variant="danger" disabled={remove.isPending} onClick={run(() => setDeleting(true))}>
        <Trash2 size={16} aria-hidden="true" className="icon" /> {t`Delete…`}
      </button>
    </>
  );

  return (
    <div className={styles.actions} role="toolbar" aria-label={isLocation ? t`Location actions` : t`Item actions`}>
      <Link to={paths.entityEdit(entity.id)} className={styles.editLink}>
        <Pencil size={16} aria-hidden="true" className="icon" /> {t`Edit`}
      </Link>
      {phone ? (
        <>
          {isLocation && addInside}
          <MoreActions open={moreOpen} onOpenChange={setMoreOpen}>
            {secondary}
          </MoreActions>
        </>
      ) : (
        secondary
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
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
        defaults={{ parent: { id: entity.id, name: entity.name, isLocation } }}
      />
    </div>
  );
}
