import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { SelfResult } from "../../api/contract";

/** The signed-in user, for the header. */
export const authQueries = {
  self: () =>
    queryOptions({
      queryKey: ["self"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/users/self", { schema: SelfResult, signal }),
      staleTime: 5 * 60_000,
    }),
};
