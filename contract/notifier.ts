import { z } from "zod";
import { Id, Name, Timestamp } from "./common";

/** The URL schemes the service can deliver to (docs/notifications.md lists each one's form). */
export const NOTIFIER_SCHEMES = ["generic", "ntfy", "gotify", "discord", "slack", "telegram", "smtp"] as const;
export type NotifierScheme = (typeof NOTIFIER_SCHEMES)[number];

const Url = z
  .string({ error: "must be a notification URL" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(2083, { error: "must be at most 2083 characters" });

export const NotifierCreate = z.object({
  name: Name,
  isActive: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  url: Url,
});
export type NotifierCreate = z.output<typeof NotifierCreate>;

/** PUT: `url` null or absent keeps the stored URL (the client only ever sees it masked). */
export const NotifierUpdate = NotifierCreate.extend({
  url: Url.nullish().transform((v) => v ?? undefined),
});
export type NotifierUpdate = z.output<typeof NotifierUpdate>;

/** The URL is never answered: `url` is its masked form (scheme and host, secrets replaced by `***`). */
export const NotifierOut = z.object({
  id: Id,
  userId: Id,
  groupId: Id,
  name: z.string(),
  isActive: z.boolean(),
  url: z.string(),
  scheme: z.enum(NOTIFIER_SCHEMES),
  lastError: z.string(),
  lastErrorAt: z.string(),
  lastSuccessAt: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type NotifierOut = z.infer<typeof NotifierOut>;

/** Test a URL before saving it, or a saved notifier by id (whose result is then recorded on it). */
export const NotifierTest = z
  .object({ url: Url.optional(), id: Id.optional() })
  .refine((b) => (b.url === undefined) !== (b.id === undefined), {
    message: "send either url or id",
    path: ["url"],
  });
export type NotifierTest = z.output<typeof NotifierTest>;

export const NotifierTestResult = z.object({ delivered: z.literal(true) });

export const ReminderSettings = z.object({
  /** Warranty reminders go out this many days before a warranty expires. */
  warrantyDays: z
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(365, { error: "must be at most 365" }),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;
