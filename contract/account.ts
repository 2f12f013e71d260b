import { z } from "zod";
import { Id, Timestamp } from "./common";

export const ChangePasswordBody = z.object({
  current: z.string({ error: "is required" }).min(1, { error: "is required" }).max(1024),
  new: z
    .string({ error: "is required" })
    .min(8, { error: "must be at least 8 characters" })
    .max(1024, { error: "must be at most 1024 characters" }),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The user's own name and e-mail (PUT /v1/users/self). */
export const SelfUpdate = z.object({
  name: z.string({ error: "is required" }).trim().min(1, { error: "must not be empty" }).max(255),
  email: z
    .string({ error: "is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "must be an e-mail address" }).max(255, { error: "must be at most 255 characters" })),
});
export type SelfUpdate = z.input<typeof SelfUpdate>;

/** A free-form settings object; unknown keys round-trip untouched (Homebox's SPA keeps its preferences here). */
export const Settings = z.record(z.string(), z.unknown(), { error: "must be a JSON object" });
export const SettingsResult = z.object({ item: Settings.nullable() });
export type SettingsResult = z.infer<typeof SettingsResult>;

export const ApiKeyCreate = z.object({
  name: z.string({ error: "is required" }).trim().min(1, { error: "must not be empty" }).max(255),
  /** Absent or null: the key never expires (Homebox makes it 30 days). A time in the past is refused. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date and time" })
    .nullish()
    .refine((v) => v == null || Date.parse(v) > Date.now(), { error: "must lie in the future" }),
});
export type ApiKeyCreate = z.input<typeof ApiKeyCreate>;

export const ApiKeyOut = z.object({
  id: Id,
  name: z.string(),
  createdAt: Timestamp,
  expiresAt: Timestamp.nullable(),
  lastUsedAt: Timestamp.nullable(),
});
export type ApiKeyOut = z.infer<typeof ApiKeyOut>;
export const ApiKeyCreated = ApiKeyOut.extend({ token: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** `DELETE /v1/users/self` must be confirmed with the account's password. */
export const DeleteSelfBody = z.object({
  password: z.string({ error: "is required" }).min(1, { error: "is required" }).max(1024),
});

/** One change in the caller's group, as the event stream carries it (docs/events.md). */
export const LiveEvent = z.object({
  type: z.enum(["entity", "tag", "entity-type", "group"]),
  /** The changed records; empty when the change touched too many to name (refresh everything of `type`). */
  ids: z.array(z.string()),
  by: z.object({ id: Id, name: z.string() }),
});
export type LiveEvent = z.infer<typeof LiveEvent>;
