import { fieldErrorCodes } from "../../contract/field-error-code";

/** An answer other than 2xx, in the contract's error shape. Thrown anywhere, rendered by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 500 | 503 | 507,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 422 for one or more fields, keyed by JSON path, each with its stable code (docs/api.md). */
export const invalid = (fields: Record<string, string>) =>
  new ApiError(422, "Some fields are not valid; see fields for each problem.", fields, {
    codes: fieldErrorCodes(fields),
  });

export { issuesToFields, jsonPath } from "../domain/field-issues";
