/**
 * Tells the reminder scheduler of this process that a write committed a new low-stock crossing, so that it
 * sends at once rather than at its next interval; a crossing no process hears of (a crash, a write outside
 * a request) still goes out at the next interval, since the rows are in the database.
 */
const listeners = new Set<() => void>();

export function onLowStockCrossed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function lowStockCrossed(): void {
  for (const listener of listeners) listener();
}
