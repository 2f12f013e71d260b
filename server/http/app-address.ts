import type { Context } from "hono";
import type { Config } from "../config";

/**
 * The address the app is reached at, base path included (`https://example.com/inventory`): PUBLIC_URL when
 * set (with BASE_PATH added unless it already ends with it), otherwise the origin the request came to.
 */
export function appAddress(c: Context, config: Pick<Config, "publicUrl" | "basePath">): string {
  const address = config.publicUrl ?? new URL(c.req.url).origin;
  return address.endsWith(config.basePath) ? address : address + config.basePath;
}
