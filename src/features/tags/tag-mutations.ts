import { useMutation } from "@tanstack/react-query";
import { tagEndpoints, type TagSummary as Tag } from "../../../contract/tag";
import { call } from "../../api/client";
import { tagQueries } from "./queries";

/** Tags show on entities too, so every tag change refreshes entity queries as well. */
const meta = { invalidates: [tagQueries.all().queryKey, ["entities"]] };

export function useCreateTag() {
  return useMutation({
    mutationFn: (name: string) => call(tagEndpoints.create, { body: { name } }),
    meta: { ...meta, inlineErrors: true },
  });
}

/** PUT replaces the whole tag, so the rename sends every other field back unchanged. */
export function useRenameTag() {
  return useMutation({
    mutationFn: ({ tag, name }: { tag: Tag; name: string }) =>
      call(tagEndpoints.replace, {
        params: { id: tag.id },
        body: { name, description: tag.description, color: tag.color, icon: tag.icon, parentId: tag.parentId },
      }),
    meta,
  });
}

export function useDeleteTag() {
  return useMutation({
    mutationFn: (id: string) => call(tagEndpoints.remove, { params: { id } }),
    meta,
  });
}
