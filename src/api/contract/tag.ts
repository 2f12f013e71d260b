import { z } from "zod";
import { Id, Name, RefId, Timestamp } from "./common";

export const TagInput = z.object({
  name: Name,
  description: z
    .string()
    .max(1000, { error: "must be at most 1000 characters" })
    .nullish()
    .transform((v) => v ?? ""),
  color: z
    .string()
    .max(32, { error: "must be at most 32 characters" })
    .nullish()
    .transform((v) => v ?? ""),
  icon: z
    .string()
    .max(255, { error: "must be at most 255 characters" })
    .nullish()
    .transform((v) => v ?? ""),
  parentId: RefId,
});
export type TagInput = z.output<typeof TagInput>;

export const TagSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  parentId: Id.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type TagSummary = z.infer<typeof TagSummary>;
