import { t } from "@lingui/core/macro";
import { useId, useState, type FormEvent } from "react";
import type { EntityOut } from "../../../../contract/entity";
import { changedAmount, formatAmount } from "../../../components/format/amount";
import { usePatchEntity } from "../mutations/patch-entity";
import styles from "./quick.module.css";

/** A typed amount taken off a consumable's quantity (the mirror of "Use one"), with Undo; never more than is left. */
export function UseAmountForm({ entity }: { entity: EntityOut }) {
  const patch = usePatchEntity();
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(value);
    if (value.trim() === "" || !Number.isFinite(amount) || amount <= 0) {
      setError(t`Type an amount greater than 0.`);
      return;
    }
    if (amount > entity.quantity) {
      setError(t`Only ${formatAmount(entity.quantity, entity.unit)} left.`);
      return;
    }
    const quantity = changedAmount(entity.quantity, -amount);
    setError(null);
    setValue("");
    const used = formatAmount(amount, entity.unit);
    const left = formatAmount(quantity, entity.unit);
    patch.mutate({ id: entity.id, patch: { quantity }, announce: t`Used ${used} of ${entity.name}: ${left} left.` });
  }

  return (
    <form className={styles.quantity} onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>{t`Amount used`}</label>
      <input
        id={id}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" disabled={entity.quantity <= 0}>{t`Use`}</button>
      {error && (
        <span id={`${id}-error`} role="alert" className={styles.low}>
          {error}
        </span>
      )}
    </form>
  );
}
