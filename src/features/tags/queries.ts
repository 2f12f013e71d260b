import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client";
import { TagSummary } from "../../api/contract";

/** The query-key factory of the tags feature: the whole list, shared by pickers, filters and the tags page. */
export const tagQueries = {
  all: () =>
    queryOptions({
      queryKey: ["tags"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/tags", { schema: z.array(TagSummary), signal }),
      staleTime: 60_000,
    }),
};
