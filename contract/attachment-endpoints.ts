import { z } from "zod";
import { AttachmentUpdate, AttachmentUploadForm } from "./attachment";
import { resource } from "./endpoint";
import { EntityOut } from "./entity";

/** The multipart form as the OpenAPI document shows it: the text parts plus the file itself. */
const AttachmentUploadBody = AttachmentUploadForm.extend({
  file: z.file().describe("The file, at most 10 MiB. Its type is sniffed from the bytes, never taken from its name."),
});

const ENTITY = { description: "The entity, with its attachments", schema: EntityOut };

const attachments = resource("attachments");

export const attachmentEndpoints = {
  upload: attachments.post(
    "/v1/entities/{id}/attachments",
    "Upload a file (multipart). JPEG, PNG and WebP images get a thumbnail; a primary photo replaces the previous one. 503 with Retry-After when too many uploads are in progress",
    {
      body: { contentType: "multipart/form-data", schema: AttachmentUploadBody },
      responses: { 201: { description: "Uploaded; the entity with its attachments", schema: EntityOut } },
    },
  ),
  download: attachments.get(
    "/v1/entities/{id}/attachments/{attachmentId}",
    "The stored bytes of an attachment or thumbnail. Also accepts ?access_token=<attachmentToken>, for <img> tags",
    {
      urlToken: true,
      responses: {
        200: {
          description: "The file; images and PDFs inline, everything else as a download",
          contentType: "application/octet-stream",
        },
      },
    },
  ),
  update: attachments.put(
    "/v1/entities/{id}/attachments/{attachmentId}",
    "Change title, type and primary (only a photo can be primary; one per entity)",
    { body: AttachmentUpdate, responses: { 200: ENTITY } },
  ),
  remove: attachments.delete(
    "/v1/entities/{id}/attachments/{attachmentId}",
    "Delete an attachment, its thumbnail and their files",
    { responses: { 204: { description: "Deleted" } } },
  ),
};
