import { t } from "@lingui/core/macro";
import type { EntityOut } from "../../../../contract/entity";
import { changedAmount } from "../../../components/format/amount";
import { useCanWrite } from "../../auth";
import { usePatchEntity } from "../../entities";
import { feedbackStore } from "../feedback/feedback";
import styles from "./scan-panel.module.css";

/** An entity that carries the scanned code: open it, or count one more in (+1, undoable from the toast). */
export function InventoryMatch({ entity, onOpen }: { entity: EntityOut; onOpen: (id: string) => void }) {
  const patch = usePatchEntity();
  const canWrite = useCanWrite();
  // The PATCH answer is the newest quantity; until then the one looked up.
  const quantity = patch.data?.data.quantity ?? entity.quantity;
  const where = entity.location?.name ?? entity.parent?.name;

  function addOne() {
    const next = changedAmount(quantity, 1);
    patch.mutate(
      { id: entity.id, patch: { quantity: next }, announce: t`${entity.name}: quantity ${next}.` },
      { onSuccess: (r) => feedbackStore.signal("success", t`${entity.name}: quantity ${r.data.quantity}.`) },
    );
  }

  return (
    <li className={styles.match}>
      <p>
        {t`In inventory:`} <strong>{entity.name}</strong>
        {where ? t`, quantity ${quantity}, ${where}` : t`, quantity ${quantity}, no location`}
      </p>
      <div className={styles.actions}>
        <button type="button" onClick={() => onOpen(entity.id)} aria-label={t`Open ${entity.name}`}>
          {t`Open`}
        </button>
        {canWrite && (
          <button type="button" onClick={addOne} disabled={patch.isPending} aria-label={t`Add one ${entity.name}`}>
            +1
          </button>
        )}
      </div>
    </li>
  );
}
