import { t } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import type { EntityOut } from "../../../contract/entity";
import type { Borrower } from "./borrower-field";
import { lendEntity, takeBack } from "./lending-api";
import { localToday } from "./lent-words";

/** What a scan in a lending mode did, for the session's log: its tone, its words and, when it wrote, its undo. */
export interface LendingOutcome {
  tone: "success" | "info" | "error";
  message: string;
  undo?: () => Promise<string>;
}

const toBody = (borrower: Borrower) => (borrower.userId ? { userId: borrower.userId } : { name: borrower.name });

/** Check-out mode: lends the scanned item; the undo takes it back. */
export async function lendScanned(
  qc: QueryClient,
  entity: EntityOut,
  borrower: Borrower | null,
  due: string,
): Promise<LendingOutcome> {
  if (!borrower) return { tone: "error", message: t`Type or pick whom to lend to before scanning ${entity.name}.` };
  if (entity.checkout) {
    const holder = entity.checkout.to.name;
    return { tone: "error", message: t`${entity.name} is already lent to ${holder}.` };
  }
  await lendEntity(qc, entity.id, { to: toBody(borrower), due: due || undefined });
  const name = borrower.name;
  return {
    tone: "success",
    message: t`Lent ${entity.name} to ${name}.`,
    undo: async () => {
      await takeBack(qc, entity.id);
      return t`${entity.name} is back in.`;
    },
  };
}

/** Return mode: takes the scanned item back; the undo lends it again as it was (a past due date is dropped). */
export async function returnScanned(qc: QueryClient, entity: EntityOut): Promise<LendingOutcome> {
  const checkout = entity.checkout;
  if (!checkout) return { tone: "info", message: t`${entity.name} is not lent out.` };
  await takeBack(qc, entity.id);
  const name = checkout.to.name;
  return {
    tone: "success",
    message: t`${entity.name} is back from ${name}.`,
    undo: async () => {
      const due = checkout.due !== "" && checkout.due >= localToday() ? checkout.due : undefined;
      await lendEntity(qc, entity.id, { to: toBody(checkout.to), due, note: checkout.note });
      return t`Lent ${entity.name} to ${name} again.`;
    },
  };
}
