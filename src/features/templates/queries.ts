import { endpointQuery } from "../../api/endpoint-query";
import { templateEndpoints } from "../../../contract/template";

/** The query-key factory of the templates feature. */
export const templateQueries = {
  all: ["templates"] as const,
  list: () => endpointQuery([...templateQueries.all, "list"], templateEndpoints.list),
  detail: (id: string) =>
    endpointQuery([...templateQueries.all, "detail", id], templateEndpoints.get, { params: { id } }),
};
