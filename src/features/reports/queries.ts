import { queryOptions } from "@tanstack/react-query";
import { endpointQuery } from "../../api/endpoint-query";
import { reportEndpoints } from "../../../contract/report";

/** The query-key factory of the reports feature: one report job while it is being made. */
export const reportQueries = {
  job: (id: string) =>
    queryOptions({
      ...endpointQuery(["reports", id], reportEndpoints.get, { params: { id } }),
      // Its progress is asked for twice a second until the file is ready.
      refetchInterval: (query) =>
        query.state.data?.status === "completed" || query.state.data?.status === "failed" ? false : 500,
    }),
};
