import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { paths } from "../../routing/paths";
import styles from "./bulk.module.css";
import { selection, useSelection } from "./selection";

/** The selection as a list, each entity with a link and a way to leave it out. */
export function ReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const selected = [...useSelection().values()];
  const count = selected.length;
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t`Selected (${count})`}>
      {selected.length === 0 ? (
        <p>{t`Nothing is selected.`}</p>
      ) : (
        <ul className={styles.review} aria-label={t`Selected`}>
          {selected.map((entity) => (
            <li key={entity.id}>
              <Link to={paths.entity(entity.id)} onClick={() => onOpenChange(false)}>
                {entity.name}
              </Link>
              <button
                type="button"
                aria-label={t`Leave out ${entity.name}`}
                onClick={() => selection.set([entity], false)}
              >
                {t`Leave out`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={() => onOpenChange(false)}>{t`Close`}</button>
      </div>
    </ModalDialog>
  );
}
