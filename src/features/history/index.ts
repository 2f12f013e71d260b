/**
 * The history feature's public module: the entity page's History section, the history queries, batch ids
 * for writes and the toasts' server-side Undo.
 */
export { HistorySection } from "./history-section";
export { historyQueries } from "./queries";
export { newBatchId } from "./batch-id";
export { undoBatchFromToast } from "./batch-undo";
