import { t } from "@lingui/core/macro";
import { useState, type FormEvent } from "react";
import type { EntityOut } from "../../../../contract/entity";
import { usePatchEntity } from "../mutations/patch-entity";
import { changedAmount, formatAmount, isLowOnStock } from "../../../components/format/amount";
import styles from "./quick.module.css";
import { UseAmountForm } from "./use-amount-form";
import { useQuantityKeys } from "./use-quantity-keys";

/**
 * Quantity −/+ (also the `-`/`+` keys), direct entry and a typed amount used; every change is a PATCH with Undo. A location is a
 * place, not a count of something: it has none, and `+`/`-` do nothing on its page.
 */
export function QuantityControl({ entity }: { entity: EntityOut }) {
  if (entity.entityType.isLocation) return null;
  return (
    <>
      <QuantityStepper entity={entity} />
      <UseAmountForm entity={entity} />
    </>
  );
}

function QuantityStepper({ entity }: { entity: EntityOut }) {
  const patch = usePatchEntity();
  // The typed text follows the entity until the user starts editing it.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(entity.quantity);

  function setQuantity(quantity: number) {
    setDraft(null);
    if (!Number.isFinite(quantity) || quantity < 0 || quantity === entity.quantity) return;
    patch.mutate({ id: entity.id, patch: { quantity }, announce: t`Quantity of ${entity.name} set to ${quantity}.` });
  }

  useQuantityKeys((by) => setQuantity(changedAmount(entity.quantity, by)));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft !== null && draft.trim() !== "") setQuantity(Number(draft));
  }

  return (
    <form className={styles.quantity} onSubmit={onSubmit}>
      <label htmlFor="quick-quantity">{t`Quantity`}</label>
      <button
        type="button"
        aria-label={t`Decrease quantity`}
        aria-keyshortcuts="-"
        onClick={() => setQuantity(changedAmount(entity.quantity, -1))}
        disabled={entity.quantity <= 0}
      >
        −
      </button>
      <input
        id="quick-quantity"
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        // The unit is said with the number ("3, pack"), as it is shown beside it.
        aria-describedby={entity.unit !== "" ? "quick-quantity-unit" : undefined}
        value={shown}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => (draft !== null && draft.trim() !== "" ? setQuantity(Number(draft)) : setDraft(null))}
        onKeyDown={(e) => e.key === "Escape" && setDraft(null)}
      />
      <button
        type="button"
        aria-label={t`Increase quantity`}
        aria-keyshortcuts="+"
        onClick={() => setQuantity(changedAmount(entity.quantity, 1))}
      >
        +
      </button>
      {entity.unit !== "" && <span id="quick-quantity-unit">{entity.unit}</span>}
      <button
        type="button"
        onClick={() => setQuantity(changedAmount(entity.quantity, -1))}
        disabled={entity.quantity <= 0}
      >
        {t`Use one`}
      </button>
      {isLowOnStock(entity) && (
        <span
          className={styles.low}
        >{t`Low on stock (minimum ${formatAmount(entity.minQuantity ?? 0, entity.unit)})`}</span>
      )}
    </form>
  );
}
