import { queryOptions } from "@tanstack/react-query";
import { tagEndpoints } from "../../../contract/tag";
import { call } from "../../api/client";

/** The query-key factory of the tags feature: the whole list, shared by pickers, filters and the tags page. */
export const tagQueries = {
  all: () =>
    queryOptions({
      queryKey: ["tags"] as const,
      queryFn: ({ signal }) => call(tagEndpoints.list, { signal }),
      staleTime: 60_000,
    }),
};
