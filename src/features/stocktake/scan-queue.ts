import type { StocktakeOut } from "../../../contract/stocktake";
import { stocktakeDb as db, type QueuedScan } from "./stocktake-db";

/**
 * The offline queue: a scan is written here before anything else happens to it, and removed only once the
 * service has answered for it, so a closed tab or a lost answer loses nothing (a resend is harmless by scanId).
 */
export const scanQueue = {
  async add(entry: QueuedScan): Promise<void> {
    await (await db()).add("queue", entry);
  },
  /** The stock-take's queued scans, oldest first (an index's equal keys come in primary-key order). */
  async list(stocktakeId: string, limit?: number): Promise<QueuedScan[]> {
    return (await db()).getAllFromIndex("queue", "byStocktake", stocktakeId, limit);
  },
  async remove(keys: readonly number[]): Promise<void> {
    const tx = (await db()).transaction("queue", "readwrite");
    await Promise.all([...keys.map((k) => tx.store.delete(k)), tx.done]);
  },
  async saveView(view: StocktakeOut): Promise<void> {
    await (await db()).put("views", view);
  },
  async view(id: string): Promise<StocktakeOut | undefined> {
    return (await db()).get("views", id);
  },
};
