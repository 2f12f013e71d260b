import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import type { AttachmentUpdate } from "../../../../contract/attachment";
import { entityQueries } from "../../../api/entity-queries";

type AttachmentType = AttachmentUpdate["type"];

/** Every attachment change reloads the entity (thumbnails, primary photo, list images). */
function useRefreshEntity() {
  const qc = useQueryClient();
  return (entityId: string) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: entityQueries.detail(entityId).queryKey }),
      qc.invalidateQueries({ queryKey: entityQueries.lists() }),
    ]);
}

export function useUploadAttachments() {
  const refresh = useRefreshEntity();
  return useMutation({
    // One file at a time, so a failing file does not hide which ones made it.
    mutationFn: async ({ entityId, files, type }: { entityId: string; files: File[]; type: AttachmentType }) => {
      for (const file of files) {
        const form = new FormData();
        form.append("file", file);
        form.append("title", file.name);
        form.append("type", type);
        await apiRequest(`/v1/entities/${entityId}/attachments`, { method: "POST", body: form });
      }
    },
    onSettled: (_d, _e, { entityId }) => refresh(entityId),
  });
}

export function useUpdateAttachment() {
  const refresh = useRefreshEntity();
  return useMutation({
    mutationFn: ({
      entityId,
      attachmentId,
      body,
    }: {
      entityId: string;
      attachmentId: string;
      body: AttachmentUpdate;
    }) => apiRequest(`/v1/entities/${entityId}/attachments/${attachmentId}`, { method: "PUT", body }),
    onSettled: (_d, _e, { entityId }) => refresh(entityId),
  });
}

export function useDeleteAttachment() {
  const refresh = useRefreshEntity();
  return useMutation({
    mutationFn: ({ entityId, attachmentId }: { entityId: string; attachmentId: string }) =>
      apiRequest(`/v1/entities/${entityId}/attachments/${attachmentId}`, { method: "DELETE" }),
    onSettled: (_d, _e, { entityId }) => refresh(entityId),
  });
}
