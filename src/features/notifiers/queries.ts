import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { notifierEndpoints, reminderEndpoints } from "../../../contract/notifier";

/** The query-key factory of the notifiers feature: the group's notifiers and its reminder settings. */
export const notifierQueries = {
  all: ["notifiers"] as const,
  list: () =>
    queryOptions({
      queryKey: [...notifierQueries.all, "list"] as const,
      queryFn: ({ signal }) => call(notifierEndpoints.list, { signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...notifierQueries.all, "settings"] as const,
      queryFn: ({ signal }) => call(reminderEndpoints.settings, { signal }),
    }),
};
