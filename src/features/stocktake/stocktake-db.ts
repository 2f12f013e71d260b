import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { ExpectedEntities, ScanInput, StocktakeOut } from "../../../contract/stocktake";

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
  /** Each opened stock-take's expected entities, by stock-take id: fixed at its start, so kept as fetched. */
  expected: { key: string; value: ExpectedEntities & { id: string } };
}

let opened: Promise<IDBPDatabase<StocktakeDb>> | undefined;

/** This browser's stock-take data, one database: version 2 added the expected entities. */
export const stocktakeDb = () =>
  (opened ??= openDB<StocktakeDb>("stocktake", 2, {
    upgrade(d, oldVersion) {
      if (oldVersion < 1) {
        d.createObjectStore("queue", { keyPath: "n", autoIncrement: true }).createIndex("byStocktake", "stocktakeId");
        d.createObjectStore("views", { keyPath: "id" });
      }
      if (oldVersion < 2) {
        d.createObjectStore("expected", { keyPath: "id" });
        // Version 1 kept them in a database of their own; they are fetched again when a stock-take opens.
        void deleteDB("stocktake-expected");
      }
    },
  }));
