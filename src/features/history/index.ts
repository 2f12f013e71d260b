/** The history feature's public module: batch ids for writes and the toasts' server-side Undo. */
export { newBatchId } from "./batch-id";
export { undoBatchFromToast } from "./batch-undo";
