import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { call, callWithEtag } from "./client";
import type { QueryOf } from "../../contract/endpoint";
import type { EntityListQuery } from "../../contract/entity";
import { entityEndpoints } from "../../contract/entity-endpoints";

/** Filters of the inventory list as the URL carries them (all optional). */
export type EntityListParams = Partial<Omit<EntityListQuery, "includeArchived">> & { includeArchived?: boolean };

/** The list query: an empty filter (a cleared search box) is left out of the URL. */
const toQuery = (params: EntityListParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== "")) as QueryOf<typeof entityEndpoints.list>;

/** The one query-key factory of the entities feature. Keys nest so that `all` invalidates everything. */
export const entityQueries = {
  all: ["entities"] as const,
  lists: () => [...entityQueries.all, "list"] as const,
  list: (params: EntityListParams) =>
    queryOptions({
      queryKey: [...entityQueries.lists(), params] as const,
      queryFn: ({ signal }) => call(entityEndpoints.list, { query: toQuery(params), signal }),
    }),
  details: () => [...entityQueries.all, "detail"] as const,
  /** The entity with its ETag, which every PUT and PATCH sends back as If-Match. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...entityQueries.details(), id] as const,
      queryFn: ({ signal }) => callWithEtag(entityEndpoints.get, { params: { id }, signal }),
    }),
  /** Whether a cached query's key is the detail of entity `id` (the one a save has just written). */
  isDetail: (queryKey: QueryKey, id: string) =>
    entityQueries.detail(id).queryKey.every((part, index) => queryKey[index] === part),
  /**
   * Every location with its item count and worth (the locations page). Costly on a large inventory: a list
   * of locations without them comes from `tree(false)`. Part of `lists()`, so it refreshes with them.
   */
  locations: () => entityQueries.list({ isLocation: true, pageSize: 1000, orderBy: "name", order: "asc" }),
  path: (id: string) =>
    queryOptions({
      queryKey: [...entityQueries.all, "path", id] as const,
      queryFn: ({ signal }) => call(entityEndpoints.path, { params: { id }, signal }),
    }),
  tree: (withItems = false) =>
    queryOptions({
      queryKey: [...entityQueries.all, "tree", withItems] as const,
      queryFn: ({ signal }) => call(entityEndpoints.tree, { query: { withItems: `${withItems}` }, signal }),
    }),
};
