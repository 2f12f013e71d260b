import { t } from "@lingui/core/macro";
import type { Checkout } from "../../../contract/checkout";
import { isOverdue, lentWords } from "./lent-words";
import styles from "./lending.module.css";

/** "Lent to … until …", marked when the due date has passed; nothing when the item is in. */
export function LentBadge({ checkout }: { checkout: Checkout | null | undefined }) {
  if (!checkout) return null;
  const overdue = isOverdue(checkout);
  return (
    <span className={overdue ? `badge ${styles.overdue}` : "badge"}>
      {lentWords(checkout)}
      {overdue && ` · ${t`overdue`}`}
    </span>
  );
}
