import { queryOptions } from "@tanstack/react-query";
import { endpointQuery } from "../../api/endpoint-query";
import { backupEndpoints } from "../../../contract/backup";

/** The query-key factory of the data-transfer feature: the group's backup jobs. */
export const transferQueries = {
  backups: () =>
    queryOptions({
      ...endpointQuery(["backups"], backupEndpoints.list),
      // While a backup is being written, its progress is asked for every second.
      refetchInterval: (query) =>
        query.state.data?.items.some((j) => j.status === "pending" || j.status === "running") ? 1000 : false,
    }),
};
