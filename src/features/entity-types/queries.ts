import { endpointQuery } from "../../api/endpoint-query";
import { entityTypeEndpoints } from "../../../contract/entity-type";

/** The query-key factory of the entity-types feature: the whole (short) list, shared by every select. */
export const entityTypeQueries = {
  all: () => ({ ...endpointQuery(["entity-types"], entityTypeEndpoints.list), staleTime: 60_000 }),
};
