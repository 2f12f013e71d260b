import { z } from "zod";
import { Email, Password } from "./basics";
import { resource } from "./endpoint";
import { LoginResult } from "./sign-in-answers";

/*
 * Signing in without a password form, and getting back in without the password: a trusted reverse proxy's
 * header, and a reset link by e-mail at Homebox's paths (docs/decisions/034-proxy-sign-in-and-password-reset.md).
 */

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.output<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: z.string({ error: "is required" }).trim().min(1, { error: "is required" }).max(200),
  password: Password,
});
export type ResetPasswordBody = z.output<typeof ResetPasswordBody>;

const auth = resource("auth");

export const signInWayEndpoints = {
  proxyLogin: auth.post(
    "/v1/users/login/proxy",
    "Sign in as the person a trusted reverse proxy names in its Remote-User/Remote-Email headers (TRUSTED_PROXIES); a first sign-in creates the account",
    {
      access: "public",
      responses: {
        200: { description: "Signed in", schema: LoginResult },
        401: { description: "The request came from no trusted proxy, or without the user header" },
        403: { description: "The proxy named no e-mail, or none of the allowed groups" },
      },
    },
  ),
  forgotPassword: auth.post(
    "/v1/users/forgot-password",
    "Mail a password reset link to this address if it has an account; the answer is the same either way",
    {
      access: "public",
      body: ForgotPasswordBody,
      responses: {
        204: { description: "Accepted (whether or not the address has an account)" },
        429: { description: "More than 5 requests in 60 s for this address or from this client" },
      },
    },
  ),
  resetPassword: auth.post(
    "/v1/users/reset-password",
    "Set a new password with a reset link's token; the token works once, and every session of the account ends",
    {
      access: "public",
      body: ResetPasswordBody,
      responses: {
        204: { description: "Password changed" },
        400: { description: "The link is unknown, used or expired (code reset_link_invalid)" },
        429: { description: "More than 5 attempts in 60 s from this client" },
      },
    },
  ),
};
