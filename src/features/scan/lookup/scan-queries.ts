import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { StatusResult } from "../../../../contract/auth";

/** The scan feature's queries: the service's status (whether product search may go online) serves the session. */
export const scanQueries = {
  status: () =>
    queryOptions({
      queryKey: ["scan", "status"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/status", { schema: StatusResult, signal }),
      staleTime: Infinity,
    }),
};
