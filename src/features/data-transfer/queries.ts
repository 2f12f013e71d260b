import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { backupEndpoints } from "../../../contract/backup";

/** The query-key factory of the data-transfer feature: the group's backup jobs. */
export const transferQueries = {
  backups: () =>
    queryOptions({
      queryKey: ["backups"] as const,
      queryFn: ({ signal }) => call(backupEndpoints.list, { signal }),
      // While a backup is being written, its progress is asked for every second.
      refetchInterval: (query) =>
        query.state.data?.items.some((j) => j.status === "pending" || j.status === "running") ? 1000 : false,
    }),
};
