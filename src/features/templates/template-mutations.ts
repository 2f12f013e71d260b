import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/client";
import { templateEndpoints, type TemplateCreateItemInput, type TemplateInputValues } from "../../../contract/template";
import { templateQueries } from "./queries";

/** Create (no id) or replace a template; the list and that template's detail refresh. */
export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TemplateInputValues }) =>
      id ? call(templateEndpoints.replace, { params: { id }, body }) : call(templateEndpoints.create, { body }),
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      qc.setQueryData(templateQueries.detail(saved.id).queryKey, saved);
      return qc.invalidateQueries({ queryKey: templateQueries.list().queryKey });
    },
  });
}

export function useDeleteTemplate() {
  return useMutation({
    mutationFn: (id: string) => call(templateEndpoints.remove, { params: { id } }),
    meta: { invalidates: [templateQueries.all] },
  });
}

/** An entity from a template: the template's defaults, then the fields given here. */
export function useCreateFromTemplate() {
  return useMutation({
    // `batchId` lets the "Created" toast's Undo revert it (POST /v1/batches/{id}/undo).
    mutationFn: ({
      templateId,
      body,
      batchId,
    }: {
      templateId: string;
      body: TemplateCreateItemInput;
      batchId?: string;
    }) => call(templateEndpoints.createItem, { params: { id: templateId }, body, batchId }),
    meta: { inlineErrors: true, invalidates: [["entities"]] },
  });
}
