import { z } from "zod";
import { Id, Name, Timestamp } from "./common";

export const EntityTypeInput = z.object({
  name: Name,
  isLocation: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  icon: z
    .string()
    .max(255, { error: "must be at most 255 characters" })
    .nullish()
    .transform((v) => v ?? ""),
});
export type EntityTypeInput = z.output<typeof EntityTypeInput>;

export const EntityTypeOut = z.object({
  id: Id,
  name: z.string(),
  isLocation: z.boolean(),
  icon: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type EntityTypeOut = z.infer<typeof EntityTypeOut>;
