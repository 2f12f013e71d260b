import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * How long a long write (a bulk edit, an undo, an import) runs before it lets other requests run: the SQLite
 * writer is on the event loop, and a loop of small statements never yields by itself.
 */
const TURN_BUDGET_MS = 10;

/** A function to call between steps of a long write: it gives the event loop a turn once the budget is spent. */
export function turnTaker(budgetMs = TURN_BUDGET_MS) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}
