import { useMutation, useQueryClient } from "@tanstack/react-query";
import { tagEndpoints, type TagSummary as Tag } from "../../../contract";
import { call } from "../../api/client";
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
    mutationFn: (name: string) => call(tagEndpoints.create, { body: { name } }),
    meta: { inlineErrors: true },
    onSuccess: invalidate,
  });
}

/** PUT replaces the whole tag, so the rename sends every other field back unchanged. */
export function useRenameTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: ({ tag, name }: { tag: Tag; name: string }) =>
      call(tagEndpoints.replace, {
        params: { id: tag.id },
        body: { name, description: tag.description, color: tag.color, icon: tag.icon, parentId: tag.parentId },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (id: string) => call(tagEndpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
