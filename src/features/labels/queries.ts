import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { LabelSettings } from "../../../contract/labels";

/** The labels feature's query-key factory. */
export const labelQueries = {
  all: ["labels"] as const,
  /** The base URL that label links start with (the service's PUBLIC_URL, or the address it was reached at). */
  settings: () =>
    queryOptions({
      queryKey: [...labelQueries.all, "settings"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/labels/settings", { schema: LabelSettings, signal }),
      staleTime: Infinity,
    }),
};
