import { t } from "@lingui/core/macro";
import { formatNumber } from "./number";

/** A quantity with its unit in the user's number format: "2,5 kg", or "3 pcs" for pieces (unit ""). */
export function formatAmount(quantity: number, unit: string): string {
  const n = formatNumber(quantity, { maximumFractionDigits: 6 });
  return unit === "" ? t`${n} pcs` : `${n} ${unit}`;
}

/** At or below a minimum (docs/api.md, "Consumables"); no minimum is never low. */
export const isLowOnStock = (e: { quantity: number; minQuantity: number | null }) =>
  e.minQuantity !== null && e.quantity <= e.minQuantity;
