import { z } from "zod";
import { Id } from "./common";

export const RegisterBody = z.object({
  name: z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(255, { error: "must be at most 255 characters" }),
  email: z
    .string({ error: "is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "must be an e-mail address" }).max(255, { error: "must be at most 255 characters" })),
  password: z
    .string({ error: "is required" })
    .min(8, { error: "must be at least 8 characters" })
    .max(1024, { error: "must be at most 1024 characters" }),
});
export type RegisterBody = z.output<typeof RegisterBody>;

export const LoginBody = z.object({
  username: z.string({ error: "is required" }).trim().toLowerCase().min(1, { error: "is required" }).max(255),
  password: z.string({ error: "is required" }).min(1, { error: "is required" }).max(1024),
  stayLoggedIn: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
});
export type LoginBody = z.output<typeof LoginBody>;

export const LoginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  attachmentToken: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const UserOut = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  isSuperuser: z.boolean(),
  defaultGroupId: Id,
  groupIds: z.array(Id),
  groupName: z.string(),
});
export const SelfResult = z.object({ item: UserOut });
export type SelfResult = z.infer<typeof SelfResult>;

export const StatusResult = z.object({
  health: z.boolean(),
  version: z.string(),
  allowRegistration: z.boolean(),
  /** A product search may ask online product databases (rate-limited); false: it reads only the group's catalog and cache. */
  onlineProductSearch: z.boolean(),
});
export type StatusResult = z.infer<typeof StatusResult>;
