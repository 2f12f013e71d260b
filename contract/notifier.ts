import { z } from "zod";
import { Id, Name, Timestamp } from "./common";
import { resource } from "./endpoint";

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
  /** One of NOTIFIER_SCHEMES, or the scheme of a stored URL the service cannot send to (`bark`). */
  scheme: z.string(),
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

/** Test messages one user may send a minute: unbounded, the test endpoint could scan the service's network. */
export const TEST_SENDS_PER_MINUTE = 30;

const NOTIFIER = { description: "The notifier (its URL masked)", schema: NotifierOut };

const notifiers = resource("notifiers");

/** Owners change the group's notifiers, whose URLs hold secrets; members see them masked (docs/notifications.md). */
export const notifierEndpoints = {
  list: notifiers.get("/v1/notifiers", "The group's notifiers, by name (URLs masked)", {
    responses: { 200: { description: "Notifiers", schema: z.array(NotifierOut) } },
  }),
  create: notifiers.post("/v1/notifiers", "Add a notifier (owner)", {
    access: "owner",
    body: NotifierCreate,
    responses: { 201: NOTIFIER },
  }),
  update: notifiers.put("/v1/notifiers/{id}", "Change a notifier (owner); no url keeps the stored one", {
    access: "owner",
    body: NotifierUpdate,
    responses: { 200: NOTIFIER },
  }),
  remove: notifiers.delete("/v1/notifiers/{id}", "Delete a notifier (owner)", {
    access: "owner",
    responses: { 204: { description: "Deleted" } },
  }),
  test: notifiers.post(
    "/v1/notifiers/test",
    "Send a test message to a URL, or to a saved notifier by id (its result is recorded on it)",
    {
      access: "owner",
      body: NotifierTest,
      responses: {
        200: { description: "Delivered", schema: NotifierTestResult },
        429: { description: `More than ${TEST_SENDS_PER_MINUTE} test messages by this user in 60 s` },
        502: { description: "Not delivered; `error` says why" },
      },
    },
  ),
};

const SETTINGS = { description: "The group's reminder settings", schema: ReminderSettings };

export const reminderEndpoints = {
  settings: notifiers.get("/v1/reminders/settings", "When reminders go out (warranty: days ahead; default 30)", {
    responses: { 200: SETTINGS },
  }),
  saveSettings: notifiers.put("/v1/reminders/settings", "Change the reminder settings (owner)", {
    access: "owner",
    body: ReminderSettings,
    responses: { 200: SETTINGS },
  }),
};
