import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { entityTypeEndpoints } from "../../../contract/entity-type";

/** The query-key factory of the entity-types feature: the whole (short) list, shared by every select. */
export const entityTypeQueries = {
  all: () =>
    queryOptions({
      queryKey: ["entity-types"] as const,
      queryFn: ({ signal }) => call(entityTypeEndpoints.list, { signal }),
      staleTime: 60_000,
    }),
};
