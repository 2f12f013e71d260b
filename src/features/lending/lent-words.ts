import { t } from "@lingui/core/macro";
import type { Checkout } from "../../../contract/checkout";
import { formatDate } from "../../components/format/date";

/** "Lent to Anna until 3 March" (or without a due date), as badges and history say it. */
export function lentWords(checkout: Pick<Checkout, "to" | "due">): string {
  const name = checkout.to.name;
  if (checkout.due === "") return t`Lent to ${name}`;
  const due = formatDate(checkout.due);
  return t`Lent to ${name} until ${due}`;
}

/** Whether a check-out is past its due date on the user's calendar day. */
export function isOverdue(checkout: Pick<Checkout, "due">, today = localToday()): boolean {
  return checkout.due !== "" && checkout.due < today;
}

export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
