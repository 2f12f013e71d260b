import { t } from "@lingui/core/macro";
// Types only: the contract (and zod with it) is loaded where an error body is parsed, so the sign-in
// page's first paint does not wait for it (bundle budget of the sign-in route).
import type { FieldErrorCode } from "../../contract/field-errors";
import type { BulkFailure } from "../../contract/basics";
import type { ErrorCode } from "../../contract/error-codes";
import { errorCodeOf, errorSentence } from "./error-messages";
import { markNoGroup } from "./no-group";
import { getTenant, switchTenant } from "./tenant";

/** An answer other than 2xx, typed: its message in the user's language, `fields` and their `codes` on 422. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The stable code of each field message (docs/api.md): the SPA words it in the user's language. */
    readonly codes: Record<string, FieldErrorCode> = {},
    /** What failed (contract/error-codes.ts), by which the message is worded. */
    readonly code: ErrorCode = errorCodeOf(status, undefined),
    /** The entities a 409 names (a batch undo: those someone else changed since). */
    readonly entities: readonly string[] = [],
    /** Each entity that refused a bulk action, and why. */
    readonly failures: readonly BulkFailure[] = [],
  ) {
    super(message);
  }
}

/** Fired when the service answers 401: the app returns to sign-in and comes back afterwards. */
export const UNAUTHORIZED_EVENT = "inventory:unauthorized";

/**
 * A 2xx answer the contract does not describe (a proxy's page, another service version) is the server's fault;
 * its 2xx status tells query-client.ts not to retry, since asking again gets the same answer.
 */
export function unexpectedAnswer(res: Response, method: string, path: string): ApiError {
  return new ApiError(res.status, t`Unexpected answer from the server (${method} /api${path}).`);
}

/** An error answer as an ApiError; a 401 also sends the app back to sign-in. */
export async function toApiError(res: Response): Promise<ApiError> {
  const [json, { ErrorBody }] = await Promise.all([
    res.json().catch((): unknown => undefined),
    import("../../contract/basics"),
  ]);
  const body = ErrorBody.safeParse(json).data;
  const code = errorCodeOf(res.status, body?.code);
  if (res.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  // The chosen group is gone (the user left or was removed): back to the default group.
  if (code === "not_member" && getTenant()) switchTenant(null);
  if (code === "no_group") markNoGroup();
  const message = errorSentence(res.status, body?.code, body?.error);
  return new ApiError(
    res.status,
    message,
    body?.fields ?? {},
    body?.codes ?? {},
    code,
    body?.entities ?? [],
    body?.failures ?? [],
  );
}
