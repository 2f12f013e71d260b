import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { templateEndpoints } from "../../../contract/template";

/** The query-key factory of the templates feature. */
export const templateQueries = {
  all: ["templates"] as const,
  list: () =>
    queryOptions({
      queryKey: [...templateQueries.all, "list"] as const,
      queryFn: ({ signal }) => call(templateEndpoints.list, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...templateQueries.all, "detail", id] as const,
      queryFn: ({ signal }) => call(templateEndpoints.get, { params: { id }, signal }),
    }),
};
