import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client";
import { LabelSettings } from "../../../contract/labels";
import { TreeNode } from "../../../contract/entity";

/** The labels feature's query-key factory. */
export const labelQueries = {
  all: ["labels"] as const,
  /** The base URL that label links start with (the service's PUBLIC_URL, or the address it was reached at). */
  settings: () =>
    queryOptions({
      queryKey: [...labelQueries.all, "settings"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/labels/settings", { schema: LabelSettings, signal }),
      staleTime: Infinity,
    }),
  /**
   * The location tree, for each label's location path. Its own query rather than the entities
   * feature's: importing that feature's public module would bring its pickers into this page's chunk
   * (bench: the labels route's JS); refetched on every visit, so a rename shows.
   */
  locationTree: () =>
    queryOptions({
      queryKey: [...labelQueries.all, "location-tree"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/entities/tree?withItems=false", { schema: z.array(TreeNode), signal }),
      staleTime: 0,
    }),
};
