import { z } from "zod";
import { SelfResult } from "./auth";
import { Email, FutureTimestamp, Id, Password, Timestamp } from "./common";
import { resource } from "./endpoint";

export const ChangePasswordBody = z.object({
  current: z.string({ error: "is required" }).min(1, { error: "is required" }).max(1024),
  new: Password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** DELETE /v1/users/self: Homebox's clients send no body; the SPA sends the password, which is then checked. */
export const DeleteSelfBody = z
  .object({ password: z.string({ error: "must be text" }).max(1024).optional() })
  .optional();
export type DeleteSelfBody = z.input<typeof DeleteSelfBody>;

/** The user's own name and e-mail (PUT /v1/users/self). */
export const SelfUpdate = z.object({
  name: z.string({ error: "is required" }).trim().min(1, { error: "must not be empty" }).max(255),
  email: Email,
});
export type SelfUpdate = z.input<typeof SelfUpdate>;

/** A free-form settings object; unknown keys round-trip untouched (Homebox's SPA keeps its preferences here). */
export const Settings = z.record(z.string(), z.unknown(), { error: "must be a JSON object" });
export const SettingsResult = z.object({ item: Settings.nullable() });
export type SettingsResult = z.infer<typeof SettingsResult>;

/** `read-only`: reads only; `read-write`: what its user may do, account management aside (docs/api.md, "API keys"). */
export const ApiKeyScope = z.enum(["read-only", "read-write"], { error: "must be read-only or read-write" });
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

export const ApiKeyCreate = z.object({
  name: z.string({ error: "is required" }).trim().min(1, { error: "must not be empty" }).max(255),
  /** Absent or null: the key never expires (Homebox makes it 30 days). A time in the past is refused. */
  expiresAt: FutureTimestamp,
  /** Absent: `read-write`, what Homebox's keys can do. */
  scope: ApiKeyScope.default("read-write"),
});
export type ApiKeyCreate = z.input<typeof ApiKeyCreate>;

export const ApiKeyOut = z.object({
  id: Id,
  name: z.string(),
  createdAt: Timestamp,
  expiresAt: Timestamp.nullable(),
  lastUsedAt: Timestamp.nullable(),
  scope: ApiKeyScope,
});
export type ApiKeyOut = z.infer<typeof ApiKeyOut>;
export const ApiKeyCreated = ApiKeyOut.extend({ token: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** The caller's own account: any signed-in user may use it, whatever their role (docs/api.md, "Accounts"). */
const own = resource("auth", "account");
const changePassword = <P extends string>(path: P) =>
  own.put(path, "Change the password; every other session of the user is signed out (API keys stay)", {
    body: ChangePasswordBody,
    sessionOnly: true,
    responses: {
      204: { description: "Changed" },
      422: { description: "Wrong current password, or a new one that breaks the rules" },
      429: { description: "More than 5 attempts in 60 s" },
    },
  });
const SETTINGS = { description: "Settings", schema: SettingsResult };

export const accountEndpoints = {
  changePassword: changePassword("/v1/users/self/change-password"),
  /** Homebox's path for the same operation. */
  changePasswordHomebox: changePassword("/v1/users/change-password"),
  logoutAll: own.post("/v1/users/logout/all", "Sign out every session of the user, this one included (API keys stay)", {
    sessionOnly: true,
    responses: { 204: { description: "Signed out" } },
  }),
  updateSelf: own.put("/v1/users/self", "Change one's own name and e-mail", {
    body: SelfUpdate,
    responses: { 200: { description: "User", schema: SelfResult }, 409: { description: "E-mail taken" } },
  }),
  settings: own.get("/v1/users/self/settings", "The user's own settings object", { responses: { 200: SETTINGS } }),
  replaceSettings: own.put(
    "/v1/users/self/settings",
    "Replace the user's settings object (at most 64 KiB; unknown keys are kept as sent)",
    { body: Settings, responses: { 200: SETTINGS, 413: { description: "Over 64 KiB" } } },
  ),
  deleteSelf: own.delete(
    "/v1/users/self",
    "Delete one's account; groups where the user is the only member go with it, with their files. Refused while the user is the last owner of a shared group. The body `{password}` is optional; when given it must be the user's password",
    {
      body: DeleteSelfBody,
      sessionOnly: true,
      responses: {
        204: { description: "Deleted" },
        409: { description: "Last owner of a shared group" },
        422: { description: "Wrong password" },
        429: { description: "More than 5 attempts in 60 s" },
      },
    },
  ),
};

/** API keys (docs/api.md, "API keys"): `Authorization: Bearer hb_…` acts as the user in any of their groups, within its scope. */
export const apiKeyEndpoints = {
  list: own.get("/v1/users/self/api-keys", "The user's API keys, newest first, with their last use", {
    sessionOnly: true,
    responses: { 200: { description: "Keys", schema: z.array(ApiKeyOut) } },
  }),
  create: own.post("/v1/users/self/api-keys", "Create an API key: the key is shown in this answer only", {
    body: ApiKeyCreate,
    sessionOnly: true,
    responses: { 201: { description: "Created", schema: ApiKeyCreated } },
  }),
  remove: own.delete("/v1/users/self/api-keys/{id}", "Revoke an API key at once", {
    sessionOnly: true,
    responses: { 204: { description: "Revoked" }, 404: { description: "No such key of yours" } },
  }),
};
