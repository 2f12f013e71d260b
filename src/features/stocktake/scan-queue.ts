import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { ScanInput, StocktakeOut } from "../../../contract/stocktake";

/** A scan waiting for the service's answer; `n` (auto-numbered) keeps the order in which it was made. */
export interface QueuedScan {
  n?: number;
  stocktakeId: string;
  scan: ScanInput;
}

interface StocktakeDb extends DBSchema {
  queue: { key: number; value: QueuedScan; indexes: { byStocktake: string } };
  /** The last view of each stock-take this browser opened, so that it reopens without the service. */
  views: { key: string; value: StocktakeOut };
}

let opened: Promise<IDBPDatabase<StocktakeDb>> | undefined;
const db = () =>
  (opened ??= openDB<StocktakeDb>("stocktake", 1, {
    upgrade(d) {
      d.createObjectStore("queue", { keyPath: "n", autoIncrement: true }).createIndex("byStocktake", "stocktakeId");
      d.createObjectStore("views", { keyPath: "id" });
    },
  }));

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
