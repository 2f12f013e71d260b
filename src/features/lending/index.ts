/** The lending feature's public module: badges, the item page's section, the scan session's modes. */
export { lentWords, isOverdue } from "./lent-words";
export { BorrowerField, type Borrower } from "./borrower-field";
export { lendScanned, returnScanned } from "./scan-lending";
export { LentBadge } from "./lent-badge";
export { LendingSection } from "./lending-section";
