import { z } from "zod";

/** Body of `POST /v1/entities/{id}/duplicate` (Homebox's options; absent = false, "" prefix = "Copy of "). */
export const DuplicateOptions = z.object({
  copyAttachments: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  copyCustomFields: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  copyMaintenance: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  copyPrefix: z
    .string()
    .max(255, { error: "must be at most 255 characters" })
    .nullish()
    .transform((p) => (p ? p : "Copy of ")),
});
export type DuplicateOptions = z.output<typeof DuplicateOptions>;
export type DuplicateOptionsInput = z.input<typeof DuplicateOptions>;
