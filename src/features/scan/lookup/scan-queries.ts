import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../api/client";
import { authEndpoints } from "../../../../contract/auth";

/** The scan feature's queries: the service's status (whether product search may go online) serves the session. */
export const scanQueries = {
  status: () =>
    queryOptions({
      queryKey: ["scan", "status"] as const,
      queryFn: ({ signal }) => call(authEndpoints.status, { signal }),
      staleTime: Infinity,
    }),
};
