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

/**
 * `health` is false, and the answer a 503, while the API is busy. Every field of Homebox's `APISummary` is
 * there: Homebox's web app leaves its sign-in page blank without `build`, and reads `latest` on every page.
 */
export const StatusResult = z.object({
  health: z.boolean(),
  version: z.string(),
  allowRegistration: z.boolean(),
  /** Whether a product search may ask online databases (rate-limited) or reads only the catalog and cache. */
  onlineProductSearch: z.boolean(),
  /** Ours (Homebox clients ignore it). */
  api: ApiLine,
  title: z.string(),
  message: z.string(),
  build: z.object({ version: z.string(), commit: z.string(), buildTime: z.string() }),
  /** The running version: the service never asks the internet for a newer one. */
  latest: z.object({ version: z.string(), date: z.string() }),
  demo: z.boolean(),
  labelPrinting: z.boolean(),
  /** `buttonText` and `autoRedirect` are left out when empty or false, as Homebox does. */
  oidc: z.object({
    enabled: z.boolean(),
    allowLocal: z.boolean(),
    buttonText: z.string().optional(),
    autoRedirect: z.boolean().optional(),
  }),
  telemetry: z.object({ enabled: z.boolean() }),
  /** Homebox never fills it either. */
  versions: z.null(),
  /** Ours: this very request came from a trusted proxy naming a person, who may sign in by header. */
  proxySignIn: z.boolean(),
  /** Ours: a forgotten password can be reset by e-mail (SMTP_URL is set). */
  passwordReset: z.boolean(),
});
export type StatusResult = z.infer<typeof StatusResult>;

export const LoginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  attachmentToken: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;
