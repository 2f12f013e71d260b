import { withCode } from "../../../contract/error-codes";
import type { Config } from "../../config";
import { ApiError } from "../../http/errors";

/** With OIDC_ALLOW_LOCAL=false, e-mail and password neither sign in nor register (Homebox answers 403 too). */
export function refuseLocalWhenOff(config: Config) {
  if (config.oidc && !config.oidc.allowLocal) {
    throw new ApiError(
      403,
      "Sign-in with e-mail and password is turned off here; use single sign-on.",
      undefined,
      withCode("local_login_disabled"),
    );
  }
}
