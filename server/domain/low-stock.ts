import type { Snapshot } from "./history-diff";

/** At or below a minimum: an item without one is never low (docs/api.md, "Consumables"). */
export function isLow(entity: Snapshot): boolean {
  const { quantity, minQuantity } = entity;
  return typeof minQuantity === "number" && typeof quantity === "number" && quantity <= minQuantity;
}

/** "3 kg" or "3 pieces": how a notification names an amount ("" is pieces). */
export const amountText = (quantity: number, unit: string) => `${quantity} ${unit === "" ? "pieces" : unit}`;

/** The line of one low-stock notification. */
export const lowStockLine = (name: string, quantity: number, minQuantity: number, unit: string) =>
  `Low stock: ${name}: ${amountText(quantity, unit)} left (minimum ${amountText(minQuantity, unit)})`;
