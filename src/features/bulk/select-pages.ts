import type { QueryClient } from "@tanstack/react-query";
import { entityQueries } from "../../api/entity-queries";
import type { EntityListResult } from "../../../contract/entity";
import { toSelectedEntity } from "./selected-entity";
import { selection } from "./selection";

/** The most one "select all" takes: 50 full label sheets of the largest preset. */
export const SELECT_ALL_LIMIT = 1500;
const PAGE_SIZE = 500;

export type LoadPage = (page: number, pageSize: number) => Promise<EntityListResult>;

/** Adds every match of a list query, page by page, up to SELECT_ALL_LIMIT. */
export async function selectPages(loadPage: LoadPage) {
  for (let page = 1; page * PAGE_SIZE <= SELECT_ALL_LIMIT; page++) {
    const result = await loadPage(page, PAGE_SIZE);
    selection.set(result.items.map(toSelectedEntity), true);
    if (result.items.length < PAGE_SIZE) break;
  }
}

/** Adds everything directly inside an entity (items and locations). */
export const selectContents = (qc: QueryClient, parentId: string) =>
  selectPages((page, pageSize) =>
    qc.fetchQuery(entityQueries.list({ parentIds: [parentId], isLocation: "any", page, pageSize })),
  );
