import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { labelEndpoints } from "../../../contract/labels";

/** The labels feature's query-key factory. */
export const labelQueries = {
  all: ["labels"] as const,
  /** The base URL that label links start with (the service's PUBLIC_URL, or the address it was reached at). */
  settings: () =>
    queryOptions({
      queryKey: [...labelQueries.all, "settings"] as const,
      queryFn: ({ signal }) => call(labelEndpoints.settings, { signal }),
      staleTime: Infinity,
    }),
};
