import type { ExpectedEntities } from "../../../contract/stocktake";
import { stocktakeDb as db } from "./stocktake-db";

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
