import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client";
import { EntityTypeOut } from "../../../contract/entity-type";

/** The query-key factory of the entity-types feature: the whole (short) list, shared by every select. */
export const entityTypeQueries = {
  all: () =>
    queryOptions({
      queryKey: ["entity-types"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/entity-types", { schema: z.array(EntityTypeOut), signal }),
      staleTime: 60_000,
    }),
};
