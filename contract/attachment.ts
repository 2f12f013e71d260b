import { z } from "zod";
import { Id, Name, Timestamp } from "./common";

export const ATTACHMENT_TYPES = ["photo", "attachment", "warranty", "manual", "receipt"] as const;
export const AttachmentType = z.enum(ATTACHMENT_TYPES, {
  error: `must be one of ${ATTACHMENT_TYPES.join(", ")}`,
});

/** A thumbnail, in the snake_case persistence shape of docs/spec/interface.md (`edges` may be empty). */
export const ThumbnailRecord = z.object({
  id: Id,
  created_at: Timestamp,
  updated_at: Timestamp,
  mime_type: z.string(),
  path: z.string(),
  primary: z.boolean(),
  title: z.string(),
  type: z.string(),
  edges: z.record(z.string(), z.unknown()),
});

export const AttachmentOut = z.object({
  id: Id,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  mimeType: z.string(),
  path: z.string(),
  primary: z.boolean(),
  title: z.string(),
  type: AttachmentType,
  size: z.number(),
  thumbnail: ThumbnailRecord.optional(),
});
export type AttachmentOut = z.infer<typeof AttachmentOut>;

export const AttachmentUpdate = z.object({
  title: Name,
  type: AttachmentType,
  primary: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
});
export type AttachmentUpdate = z.output<typeof AttachmentUpdate>;

/** The text parts of the multipart upload form. */
export const AttachmentUploadForm = z.object({
  title: z.string().max(255, { error: "must be at most 255 characters" }).optional(),
  type: AttachmentType.default("attachment"),
  primary: z
    .enum(["true", "false", "1", "0", "on", ""], { error: "must be true or false" })
    .optional()
    .transform((v) => v === "true" || v === "1" || v === "on"),
});
