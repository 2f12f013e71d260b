import type { Context } from "hono";
import { withBasePath, type Config } from "../config";

/**
 * The address the app is reached at, base path included (`https://example.com/inventory`): PUBLIC_URL when
 * set (with BASE_PATH added unless it already ends with it), otherwise the origin the request came to.
 */
export function appAddress(c: Context, config: Pick<Config, "publicUrl" | "basePath">): string {
  return withBasePath(config.publicUrl ?? new URL(c.req.url).origin, config.basePath);
}
