import { z } from "zod";

/*
 * The two answers the signed-out pages parse, in a module of their own: it imports nothing else of the
 * contract, so the sign-in page's chunk holds just these (its bundle budget). auth.ts re-exports them.
 */

export const StatusResult = z.object({
  health: z.boolean(),
  version: z.string(),
  allowRegistration: z.boolean(),
  /** Whether a product search may ask online databases (rate-limited) or reads only the catalog and cache. */
  onlineProductSearch: z.boolean(),
});
export type StatusResult = z.infer<typeof StatusResult>;

export const LoginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  attachmentToken: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;
