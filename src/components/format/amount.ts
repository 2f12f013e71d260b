import { t } from "@lingui/core/macro";
import { formatNumber } from "./number";

/** A quantity with its unit in the user's number format: "2,5 kg", or "3 pcs" for pieces (unit ""). */
export function formatAmount(quantity: number, unit: string): string {
  const n = formatNumber(quantity, { maximumFractionDigits: 6 });
  return unit === "" ? t`${n} pcs` : `${n} ${unit}`;
}

/**
 * A quantity changed by `delta`, never below 0 and without the float's tail: decimal quantities (2.3 − 0.1)
 * keep what a person would write, not 2.1999999999999997.
 */
export const changedAmount = (quantity: number, delta: number) =>
  Math.max(0, Math.round((quantity + delta) * 1e6) / 1e6);

/** At or below a minimum (docs/api.md, "Consumables"); no minimum is never low. */
export const isLowOnStock = (e: { quantity: number; minQuantity: number | null }) =>
  e.minQuantity !== null && e.quantity <= e.minQuantity;
