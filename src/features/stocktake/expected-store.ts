import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { ExpectedEntities } from "../../../contract/stocktake";

interface ExpectedDb extends DBSchema {
  /** Each opened stock-take's expected entities, by stock-take id: fixed at its start, so kept as fetched. */
  expected: { key: string; value: ExpectedEntities & { id: string } };
}

let opened: Promise<IDBPDatabase<ExpectedDb>> | undefined;
const db = () =>
  (opened ??= openDB<ExpectedDb>("stocktake-expected", 1, {
    upgrade: (d) => void d.createObjectStore("expected", { keyPath: "id" }),
  }));

/**
 * What each stock-take expected, kept in this browser beside the view (scan-queue.ts), so that a page reopened
 * without the service still matches scans of every expected entity, not only those its short lists name.
 */
export const expectedStore = {
  async save(id: string, expected: ExpectedEntities): Promise<void> {
    await (await db()).put("expected", { id, entities: expected.entities });
  },
  async load(id: string): Promise<ExpectedEntities | undefined> {
    return (await db()).get("expected", id);
  },
};
