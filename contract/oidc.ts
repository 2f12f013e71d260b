import { z } from "zod";
import { resource } from "./endpoint";
import { LoginResult } from "./sign-in-answers";

/*
 * OpenID Connect sign-in (docs/api.md, "OpenID Connect"), in a module of its own: the sign-in page's chunk
 * loads it, not the rest of the contract.
 */

const auth = resource("auth");
const Ticket = z.string({ error: "is required" }).min(1, { error: "is required" }).max(200);
const stayLoggedIn = z.boolean({ error: "must be true or false" }).nullish().transform(Boolean);

export const OidcLinkBody = z.object({
  ticket: Ticket,
  username: z.string({ error: "is required" }).trim().toLowerCase().min(1, { error: "is required" }).max(255),
  password: z.string({ error: "is required" }).min(1, { error: "is required" }).max(1024),
  stayLoggedIn,
});

export const LinkedIdentity = z.object({ issuer: z.string(), email: z.string(), linkedAt: z.string() });
export type LinkedIdentity = z.infer<typeof LinkedIdentity>;

export const oidcEndpoints = {
  start: auth.get("/v1/users/login/oidc", "Start an OpenID Connect sign-in: redirects to the provider", {
    access: "public",
    query: z.object({
      /** A path of this app to open afterwards; anything else (another site) opens the start page. */
      next: z.string().max(2000).optional(),
      /** An invitation token: a new account joins its group. */
      token: z.string().max(200).optional(),
    }),
    responses: { 302: { description: "To the provider" }, 404: { description: "OIDC is not configured" } },
  }),
  callback: auth.get(
    "/v1/users/login/oidc/callback",
    "The provider's answer: redirects to the sign-in page with a one-time ticket in the fragment, or with ?oidcError=",
    {
      access: "public",
      query: z.object({
        code: z.string().max(4000).optional(),
        state: z.string().max(400).optional(),
        error: z.string().max(400).optional(),
      }),
      responses: { 302: { description: "To the sign-in page" } },
    },
  ),
  finish: auth.post("/v1/users/login/oidc/finish", "Exchange a one-time sign-in ticket for a session", {
    access: "public",
    body: z.object({ ticket: Ticket, stayLoggedIn }),
    responses: {
      200: { description: "Signed in", schema: LoginResult },
      401: { description: "Unknown, used or expired ticket (link_expired)" },
    },
  }),
  link: auth.post(
    "/v1/users/login/oidc/link",
    "Link a provider identity to the local account with its e-mail by signing in with that account's password",
    {
      access: "public",
      body: OidcLinkBody,
      responses: {
        200: { description: "Linked and signed in", schema: LoginResult },
        401: { description: "Wrong password, another account's e-mail, or an expired ticket" },
        429: { description: "Too many attempts" },
      },
    },
  ),
  identities: auth.get("/v1/users/self/identities", "The provider identities linked to the signed-in account", {
    access: "account",
    responses: { 200: { description: "Identities", schema: z.object({ items: z.array(LinkedIdentity) }) } },
  }),
};
