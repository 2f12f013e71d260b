import type { StatusResult } from "../../../contract";
import type { OidcConfig } from "./config";

/** `/v1/status`'s `oidc`, in Homebox's shape: buttonText and autoRedirect only when set. */
export function oidcStatus(oidc: OidcConfig | undefined): StatusResult["oidc"] {
  if (!oidc) return { enabled: false, allowLocal: true };
  return {
    enabled: true,
    allowLocal: oidc.allowLocal,
    ...(oidc.buttonText ? { buttonText: oidc.buttonText } : {}),
    ...(oidc.autoRedirect ? { autoRedirect: true } : {}),
  };
}
