import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../api/client";
import type { AttachmentUpdate } from "../../../../contract/attachment";
import { attachmentEndpoints } from "../../../../contract/attachment-endpoints";
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
        await call(attachmentEndpoints.upload, { params: { id: entityId }, body: form });
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
    }) => call(attachmentEndpoints.update, { params: { id: entityId, attachmentId }, body }),
    onSettled: (_d, _e, { entityId }) => refresh(entityId),
  });
}

export function useDeleteAttachment() {
  const refresh = useRefreshEntity();
  return useMutation({
    mutationFn: ({ entityId, attachmentId }: { entityId: string; attachmentId: string }) =>
      call(attachmentEndpoints.remove, { params: { id: entityId, attachmentId } }),
    onSettled: (_d, _e, { entityId }) => refresh(entityId),
  });
}
