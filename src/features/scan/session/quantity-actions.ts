import { t } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import type { EntityOut } from "../../../../contract/entity";
import { entityQueries } from "../../../api/entity-queries";
import { changedAmount, formatAmount } from "../../../components/format/amount";
import { patchEntity } from "./session-actions";

/**
 * How much "Use one" takes off `quantity`: one, or the rest when less than one is left (quantities may be
 * decimal); 0 when nothing is left, as a quantity never goes below 0.
 */
export function amountToUse(quantity: number): number {
  return Math.min(1, Math.max(0, quantity));
}

/** The quantity as it is now, not as it was scanned: others may have counted since. */
async function currentQuantity(qc: QueryClient, id: string): Promise<number> {
  return (await qc.fetchQuery({ ...entityQueries.detail(id), staleTime: 0 })).data.quantity;
}

/** Counts one more; the undo counts one less from the quantity as it is then. */
export async function addOne(qc: QueryClient, entity: EntityOut) {
  const after = await patchEntity(qc, entity.id, { quantity: changedAmount(entity.quantity, 1) });
  return {
    message: t`${entity.name}: quantity ${after.quantity}.`,
    undo: async () => {
      const now = await currentQuantity(qc, entity.id);
      const back = await patchEntity(qc, entity.id, { quantity: changedAmount(now, -1) });
      return t`${entity.name}: quantity back to ${back.quantity}.`;
    },
  };
}

/**
 * "Use one": takes one off (the mirror of `addOne`); with nothing left it writes nothing and says so, as an error so a
 * scanner user hears it. The undo puts back what was taken onto the quantity as it is then.
 */
export async function takeOne(qc: QueryClient, entity: EntityOut) {
  const taken = amountToUse(entity.quantity);
  if (taken === 0) {
    return {
      tone: "error" as const,
      message: t`${entity.name}: none left to use (quantity 0). Nothing changed.`,
    };
  }
  const after = await patchEntity(qc, entity.id, { quantity: changedAmount(entity.quantity, -taken) });
  return {
    tone: "success" as const,
    message: t`${entity.name}: used one, ${formatAmount(after.quantity, after.unit)} left.`,
    undo: async () => {
      const now = await currentQuantity(qc, entity.id);
      const back = await patchEntity(qc, entity.id, { quantity: changedAmount(now, taken) });
      return t`${entity.name}: back to ${formatAmount(back.quantity, back.unit)}.`;
    },
  };
}
