import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorCodeOfStatus } from "../../contract/error-codes";
import { fieldErrorCodes } from "../../contract/field-error-code";
import { databaseError } from "../db/db-errors";
import { DomainError, type Failure } from "../domain/errors";
import { ApiError } from "./errors";
import { storageError } from "./storage-errors";

/** The one place where a failure gets its HTTP status (docs/api.md, "Errors"). */
const STATUS: Record<Failure, ContentfulStatusCode> = {
  "bad-input": 400,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  stale: 412,
  "too-large": 413,
  invalid: 422,
  "too-many": 429,
  busy: 503,
  "storage-full": 507,
};

/** Any failure thrown while answering, in the contract's error shape; a 500 only for the service's own faults. */
export function errorResponse(c: Context, thrown: unknown, writablePaths: readonly string[]): Response {
  const err = databaseError(thrown) ?? thrown;
  if (err instanceof DomainError) {
    const { fields, extra, retryAfterSeconds } = err.details;
    const status = STATUS[err.failure];
    const body = {
      error: err.message,
      code: errorCodeOfStatus(status),
      ...(fields ? { fields, codes: fieldErrorCodes(fields) } : {}),
      ...extra,
    };
    const headers = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined;
    return c.json(body, status, headers);
  }
  if (err instanceof ApiError) {
    return c.json(
      {
        error: err.message,
        code: errorCodeOfStatus(err.status),
        ...(err.fields ? { fields: err.fields } : {}),
        ...err.extra,
      },
      err.status,
      err.headers,
    );
  }
  const storage = storageError(err, writablePaths);
  if (storage) {
    // The operator must hear of it too; one line, without the request's body or headers.
    console.error(`[storage] ${c.req.method} ${c.req.path}: ${storage.status} (${(err as { code?: string }).code})`);
    return c.json({ error: storage.message, code: errorCodeOfStatus(storage.status) }, storage.status);
  }
  console.error(`[error] ${c.req.method} ${c.req.path}:`, err);
  const message = "Something went wrong in the service; the change was not saved.";
  return c.json({ error: message, code: errorCodeOfStatus(500) }, 500);
}
