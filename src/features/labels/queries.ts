import { endpointQuery } from "../../api/endpoint-query";
import { labelEndpoints } from "../../../contract/labels";

/** The labels feature's query-key factory. */
export const labelQueries = {
  all: ["labels"] as const,
  /** The base URL that label links start with (the service's PUBLIC_URL, or the address it was reached at). */
  settings: () => ({
    ...endpointQuery([...labelQueries.all, "settings"], labelEndpoints.settings),
    staleTime: Infinity,
  }),
};
