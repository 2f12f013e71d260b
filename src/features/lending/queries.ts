import { endpointQuery } from "../../api/endpoint-query";
import { memberEndpoints } from "../../../contract/group";

/** The lending feature's query keys: the group's members, whom an item can be lent to by name. */
export const lendingQueries = {
  all: ["lending"] as const,
  members: () => endpointQuery([...lendingQueries.all, "members"], memberEndpoints.list),
};
