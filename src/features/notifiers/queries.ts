import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client";
import { NotifierOut, ReminderSettings } from "../../../contract";

/** The query-key factory of the notifiers feature: the group's notifiers and its reminder settings. */
export const notifierQueries = {
  all: ["notifiers"] as const,
  list: () =>
    queryOptions({
      queryKey: [...notifierQueries.all, "list"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/notifiers", { schema: z.array(NotifierOut), signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...notifierQueries.all, "settings"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/reminders/settings", { schema: ReminderSettings, signal }),
    }),
};
