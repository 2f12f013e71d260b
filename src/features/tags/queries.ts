import { endpointQuery } from "../../api/endpoint-query";
import { tagEndpoints } from "../../../contract/tag";

/** The query-key factory of the tags feature: the whole list, shared by pickers, filters and the tags page. */
export const tagQueries = {
  all: () => ({ ...endpointQuery(["tags"], tagEndpoints.list), staleTime: 60_000 }),
};
