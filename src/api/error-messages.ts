import { t } from "@lingui/core/macro";
import { ERROR_CODES, errorCodeOfStatus, type ErrorCode } from "../../contract/error-codes";

/** Each error code of the service (contract/error-codes.ts) in the user's language. */
const WORDING: Record<ErrorCode, () => string> = {
  bad_request: () => t`The service could not understand the request.`,
  sign_in_required: () => t`Please sign in first.`,
  forbidden: () => t`You may not do this.`,
  not_found: () => t`This does not exist (any more).`,
  conflict: () => t`This clashes with other records.`,
  stale: () => t`Someone else changed this meanwhile; load it again and repeat your change.`,
  too_large: () => t`This is too large for the service.`,
  unsupported_type: () => t`The service does not accept this kind of data.`,
  invalid: () => t`Some values are not valid.`,
  too_many: () => t`Too many requests at once; wait a moment and try again.`,
  server_error: () => t`Something went wrong in the service; nothing was saved.`,
  busy: () => t`The service is busy; try again in a moment.`,
  storage_full: () => t`The service's storage is full; nothing was saved.`,
  session_ended: () => t`Your session has ended; sign in again.`,
  wrong_credentials: () => t`The e-mail or the password is wrong.`,
  wrong_password: () => t`The current password is wrong.`,
  viewer_read_only: () => t`You are a viewer in this group: you may look, but not change anything.`,
  owner_only: () => t`Only an owner of this group may do this.`,
  not_member: () => t`You are not a member of this group.`,
  no_group: () => t`You are in no group; start one or join one with an invitation.`,
  read_only_key: () => t`This API key is read-only.`,
  key_not_allowed: () => t`An API key may not do this; sign in with your password.`,
  registration_closed: () => t`Registration is closed on this instance.`,
  email_taken: () => t`An account with this e-mail already exists.`,
  last_owner: () => t`The group's last owner cannot leave or stop being an owner.`,
  csrf_refused: () => t`This change did not come from this app's own page, so it was refused.`,
  stocktake_closed: () => t`This stock-take is already finished or cancelled; it takes no more scans.`,
  local_login_disabled: () => t`Sign-in with e-mail and password is turned off here; use single sign-on.`,
  oidc_disabled: () => t`Single sign-on is not set up on this instance.`,
  link_expired: () => t`This sign-in has expired or was used already; start again.`,
  reset_link_invalid: () => t`This reset link is unknown, already used or expired; ask for a new one.`,
  proxy_sign_in_refused: () => t`The sign-in through your proxy was refused.`,
};

/** Codes whose wording says less than the service's own text: that text follows as a detail. */
const GENERAL = new Set<ErrorCode>([
  "bad_request",
  "forbidden",
  "not_found",
  "conflict",
  "too_large",
  "invalid",
  "too_many",
]);

const isErrorCode = (code: string | undefined): code is ErrorCode => ERROR_CODES.includes(code as ErrorCode);

/** The code an answer stands for: its own when the service sent a known one, else its status's. */
export const errorCodeOf = (status: number, code: string | undefined): ErrorCode =>
  isErrorCode(code) ? code : errorCodeOfStatus(status);

/**
 * The sentence to show for an error answer, in every language worded by its code (by its status when the body
 * names none), with the service's English text as a detail where the code says less.
 */
export function errorSentence(status: number, code: string | undefined, detail: string | undefined): string {
  const known = errorCodeOf(status, code);
  const sentence = WORDING[known]();
  return detail && GENERAL.has(known) ? `${sentence} (${detail})` : sentence;
}
