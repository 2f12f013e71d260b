import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { EntityOut, TemplateOut, type TemplateCreateItemInput, type TemplateInputValues } from "../../../contract";
import { templateQueries } from "./queries";

/** Create (no id) or replace a template; the list and that template's detail refresh. */
export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TemplateInputValues }) =>
      apiRequest(id ? `/v1/templates/${id}` : "/v1/templates", {
        method: id ? "PUT" : "POST",
        body,
        schema: TemplateOut,
      }),
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      qc.setQueryData(templateQueries.detail(saved.id).queryKey, saved);
      return qc.invalidateQueries({ queryKey: templateQueries.list().queryKey });
    },
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/v1/templates/${id}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: templateQueries.all }),
  });
}

/** An entity from a template: the template's defaults, then the fields given here. */
export function useCreateFromTemplate() {
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: string; body: TemplateCreateItemInput }) =>
      apiRequest(`/v1/templates/${templateId}/create-item`, { method: "POST", body, schema: EntityOut }),
    meta: { inlineErrors: true, invalidates: [["entities"]] },
  });
}
