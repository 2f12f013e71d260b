import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../api/client";
import type { AttachmentUpdate } from "../../../../contract/attachment";
import { attachmentEndpoints } from "../../../../contract/attachment-endpoints";
import { entityQueries } from "../../../api/entity-queries";

type AttachmentType = AttachmentUpdate["type"];
interface Target {
  entityId: string;
  attachmentId: string;
}

/** Every attachment change reloads the entity (thumbnails, primary photo, list images), failed or not. */
function useAttachmentMutation<V extends { entityId: string }>(mutationFn: (variables: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_d, _e, { entityId }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: entityQueries.detail(entityId).queryKey }),
        qc.invalidateQueries({ queryKey: entityQueries.lists() }),
      ]),
  });
}

export const useUploadAttachments = () =>
  // One file at a time, so a failing file does not hide which ones made it.
  useAttachmentMutation(
    async ({ entityId, files, type }: { entityId: string; files: File[]; type: AttachmentType }) => {
      for (const file of files) {
        const form = new FormData();
        form.append("file", file);
        form.append("title", file.name);
        form.append("type", type);
        await call(attachmentEndpoints.upload, { params: { id: entityId }, body: form });
      }
    },
  );

export const useUpdateAttachment = () =>
  useAttachmentMutation(({ entityId, attachmentId, body }: Target & { body: AttachmentUpdate }) =>
    call(attachmentEndpoints.update, { params: { id: entityId, attachmentId }, body }),
  );

export const useDeleteAttachment = () =>
  useAttachmentMutation(({ entityId, attachmentId }: Target) =>
    call(attachmentEndpoints.remove, { params: { id: entityId, attachmentId } }),
  );
