import { turnTaker } from "../db/turns";

/**
 * How long a long write (an import, a restore) runs before it lets other requests run
 * (docs/data-transfer.md, "Writing"); time rather than rows, so slower machines write fewer. SQLite's
 * driver never yields by itself.
 */
const BATCH_BUDGET_MS = 25;

/** Runs `step` over `items` `per` at a time, letting other requests run every BATCH_BUDGET_MS. */
export async function inBudgetedSteps<T>(
  items: readonly T[],
  per: number,
  step: (slice: readonly T[]) => Promise<unknown>,
  onStep: (done: number) => void = () => {},
) {
  const takeTurn = turnTaker(BATCH_BUDGET_MS);
  for (let at = 0; at < items.length; at += per) {
    await takeTurn();
    await step(items.slice(at, at + per));
    onStep(Math.min(at + per, items.length));
  }
}
