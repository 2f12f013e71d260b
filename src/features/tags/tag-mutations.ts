import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { TagSummary, type TagSummary as Tag } from "../../api/contract";
import { entityQueries } from "../entities";
import { tagQueries } from "./queries";

/** Tags show on entities too, so every tag change refreshes entity queries as well. */
function useInvalidateTags() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: tagQueries.all().queryKey }),
      qc.invalidateQueries({ queryKey: entityQueries.all }),
    ]);
}

export function useCreateTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (name: string) => apiRequest("/v1/tags", { method: "POST", body: { name }, schema: TagSummary }),
    meta: { inlineErrors: true },
    onSuccess: invalidate,
  });
}

/** PUT replaces the whole tag, so the rename sends every other field back unchanged. */
export function useRenameTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: ({ tag, name }: { tag: Tag; name: string }) =>
      apiRequest(`/v1/tags/${tag.id}`, {
        method: "PUT",
        body: { name, description: tag.description, color: tag.color, icon: tag.icon, parentId: tag.parentId },
        schema: TagSummary,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/v1/tags/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
