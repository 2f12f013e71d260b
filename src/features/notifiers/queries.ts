import { endpointQuery } from "../../api/endpoint-query";
import { notifierEndpoints, reminderEndpoints } from "../../../contract/notifier";

/** The query-key factory of the notifiers feature: the group's notifiers and its reminder settings. */
export const notifierQueries = {
  all: ["notifiers"] as const,
  list: () => endpointQuery([...notifierQueries.all, "list"], notifierEndpoints.list),
  settings: () => endpointQuery([...notifierQueries.all, "settings"], reminderEndpoints.settings),
};
