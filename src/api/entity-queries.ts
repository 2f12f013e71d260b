import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, apiRequestWithEtag } from "./client";
import { EntityListResult, EntityOut, EntityPath, TreeNode, type EntityListQuery } from "../../contract/entity";

/** Filters of the inventory list as the URL carries them (all optional). */
export type EntityListParams = Partial<Omit<EntityListQuery, "includeArchived">> & { includeArchived?: boolean };

function toSearch(params: EntityListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : "";
}

/** The one query-key factory of the entities feature. Keys nest so that `all` invalidates everything. */
export const entityQueries = {
  all: ["entities"] as const,
  lists: () => [...entityQueries.all, "list"] as const,
  list: (params: EntityListParams) =>
    queryOptions({
      queryKey: [...entityQueries.lists(), params] as const,
      queryFn: ({ signal }) => apiRequest(`/v1/entities${toSearch(params)}`, { schema: EntityListResult, signal }),
    }),
  details: () => [...entityQueries.all, "detail"] as const,
  /** The entity with its ETag, which every PUT and PATCH sends back as If-Match. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...entityQueries.details(), id] as const,
      queryFn: ({ signal }) => apiRequestWithEtag(`/v1/entities/${id}`, { schema: EntityOut, signal }),
    }),
  /** Whether a cached query's key is the detail of entity `id` (the one a save has just written). */
  isDetail: (queryKey: QueryKey, id: string) =>
    entityQueries.detail(id).queryKey.every((part, index) => queryKey[index] === part),
  /** Every location (for pickers, filters and the tree's counts). Part of `lists()`, so it refreshes with them. */
  locations: () => entityQueries.list({ isLocation: true, pageSize: 1000, orderBy: "name", order: "asc" }),
  path: (id: string) =>
    queryOptions({
      queryKey: [...entityQueries.all, "path", id] as const,
      queryFn: ({ signal }) => apiRequest(`/v1/entities/${id}/path`, { schema: EntityPath, signal }),
    }),
  tree: (withItems = false) =>
    queryOptions({
      queryKey: [...entityQueries.all, "tree", withItems] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/v1/entities/tree?withItems=${withItems}`, { schema: z.array(TreeNode), signal }),
    }),
};
