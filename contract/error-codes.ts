/**
 * A stable `code` in every error body, so that a client can say the failure in its user's language beside
 * the English `error` that Homebox clients read (docs/api.md, "Error codes"). A failure without a code of its
 * own carries the one of its status.
 */
export const ERROR_CODES = [
  // One per status: what any failure of that status means.
  "bad_request",
  "sign_in_required",
  "forbidden",
  "not_found",
  "conflict",
  "stale",
  "too_large",
  "unsupported_type",
  "invalid",
  "too_many",
  "server_error",
  "busy",
  "storage_full",
  // Failures a client words more precisely than their status does.
  "session_ended",
  "wrong_credentials",
  // 422: the current password given to change the password or delete the account is not the account's.
  "wrong_password",
  "viewer_read_only",
  "owner_only",
  "not_member",
  // In no group at all (removed from the last one): a client offers to start or join one.
  "no_group",
  "read_only_key",
  "key_not_allowed",
  "registration_closed",
  "email_taken",
  "last_owner",
  // A cookie-signed-in change from another site's page (Homebox's cookie session).
  "csrf_refused",
  // 409: a finished or cancelled stock-take takes no more scans.
  "stocktake_closed",
  // Single sign-on (docs/api.md, "OpenID Connect"): local passwords off, OIDC off, a link ticket gone.
  "local_login_disabled",
  "oidc_disabled",
  "link_expired",
  // 400: a password reset link that is unknown, used or expired.
  "reset_link_invalid",
  // 401/403: no person from a trusted proxy's header, or one the settings do not let in.
  "proxy_sign_in_refused",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of a failure that has none of its own, by HTTP status (a proxy's 502 included). */
export function errorCodeOfStatus(status: number): ErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? "server_error" : "bad_request");
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "sign_in_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  412: "stale",
  413: "too_large",
  415: "unsupported_type",
  422: "invalid",
  429: "too_many",
  500: "server_error",
  503: "busy",
  507: "storage_full",
};

/** Extra members of an error body that give it a code of its own. */
export const withCode = (code: ErrorCode) => ({ code });
