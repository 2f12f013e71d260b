import { z } from "zod";

/*
 * The two answers the signed-out pages parse, in a module of their own: it imports nothing else of the
 * contract, so the sign-in page's chunk holds just these (its bundle budget). auth.ts re-exports them.
 */

/** The API's line of requests waiting for a turn (docs/api.md, "Time limits"); `busy`: requests wait too long. */
export const ApiLine = z.object({
  state: z.enum(["ok", "busy"]),
  waiting: z.number(),
  longestWaitMs: z.number(),
});
export type ApiLine = z.infer<typeof ApiLine>;

/** `health` is false, and the answer a 503, while the API is busy. */
export const StatusResult = z.object({
  health: z.boolean(),
  version: z.string(),
  allowRegistration: z.boolean(),
  /** Whether a product search may ask online databases (rate-limited) or reads only the catalog and cache. */
  onlineProductSearch: z.boolean(),
  /** Ours (Homebox clients ignore it). */
  api: ApiLine,
});
export type StatusResult = z.infer<typeof StatusResult>;

export const LoginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  attachmentToken: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;
