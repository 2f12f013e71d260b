import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client";
import { TemplateOut, TemplateSummary } from "../../../contract";

/** The query-key factory of the templates feature. */
export const templateQueries = {
  all: ["templates"] as const,
  list: () =>
    queryOptions({
      queryKey: [...templateQueries.all, "list"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/templates", { schema: z.array(TemplateSummary), signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...templateQueries.all, "detail", id] as const,
      queryFn: ({ signal }) => apiRequest(`/v1/templates/${id}`, { schema: TemplateOut, signal }),
    }),
};
