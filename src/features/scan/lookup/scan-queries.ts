import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { StatusResult } from "../../../../contract/auth";

/**
 * The scan feature's queries. The service's status says whether a product search may ask online product
 * databases; it only changes with the service's configuration, so one answer serves the session. It is
 * fetched by the first scan (scan-api.ts).
 */
export const scanQueries = {
  status: () =>
    queryOptions({
      queryKey: ["scan", "status"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/status", { schema: StatusResult, signal }),
      staleTime: Infinity,
    }),
};
