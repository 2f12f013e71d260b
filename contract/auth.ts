import { z } from "zod";
import { Email, Id, Name, Password } from "./basics";
import { resource } from "./endpoint";
import { ApiLine, LoginResult, StatusResult } from "./sign-in-answers";

export { ApiLine, LoginResult, StatusResult };

export const RegisterBody = z.object({
  name: Name,
  email: Email,
  password: Password,
  /**
   * An invitation token: join its group instead of creating one (works while open registration is off).
   * `""` is no token (Homebox's clients send it); a token of only spaces is a bad one, not an absent one.
   */
  token: z
    .string()
    .max(200, { error: "is not a valid invitation" })
    .nullish()
    .refine((v) => v == null || v === "" || v.trim() !== "", { error: "is not a valid invitation (only spaces)" })
    .transform((v) => v?.trim() || null),
});
export type RegisterBody = z.output<typeof RegisterBody>;

export const LoginBody = z.object({
  username: z.string({ error: "is required" }).trim().toLowerCase().min(1, { error: "is required" }).max(255),
  password: z.string({ error: "is required" }).min(1, { error: "is required" }).max(1024),
  stayLoggedIn: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
});
export type LoginBody = z.output<typeof LoginBody>;

export const UserOut = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  isSuperuser: z.boolean(),
  defaultGroupId: Id.or(z.literal("")),
  groupIds: z.array(Id),
  groupName: z.string(),
  /** Ours: the selected group (X-Tenant, else the default) and the caller's role in it. */
  groupId: Id.or(z.literal("")),
  role: z.enum(["owner", "editor", "viewer"]),
  currency: z.string(),
});
export const SelfResult = z.object({ item: UserOut });
export type SelfResult = z.infer<typeof SelfResult>;

const auth = resource("auth");

export const authEndpoints = {
  status: auth.get("/v1/status", "Service status (public)", {
    access: "public",
    responses: {
      200: { description: "Status", schema: StatusResult },
      503: { description: "The API is starved: requests wait too long for a turn", schema: StatusResult },
    },
  }),
  register: auth.post(
    "/v1/users/register",
    "Create an account and its group, or with an invitation token join that group. Without a token open while there is no user, afterwards only with ALLOW_REGISTRATION=true",
    {
      access: "public",
      body: RegisterBody,
      responses: {
        204: { description: "Registered" },
        403: { description: "Registration is closed" },
        409: { description: "E-mail already registered" },
        422: {
          description: "Invalid body, or an unknown, revoked, expired or used-up invitation token (nothing is created)",
        },
      },
    },
  ),
  login: auth.post("/v1/users/login", "Sign in with e-mail and password", {
    access: "public",
    body: LoginBody,
    responses: {
      200: { description: "Signed in", schema: LoginResult },
      429: { description: "More than 5 attempts in 60 s for this address and e-mail" },
    },
  }),
  logout: auth.post("/v1/users/logout", "Sign out: revokes this token", {
    access: "account",
    responses: { 204: { description: "Signed out" } },
  }),
  self: auth.get("/v1/users/self", "The signed-in user", {
    access: "account",
    responses: { 200: { description: "User", schema: SelfResult } },
  }),
};
