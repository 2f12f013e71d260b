/** Why a request cannot be done; server/http/error-response.ts gives each kind its status. */
export type Failure =
  | "bad-input"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "stale"
  | "too-large"
  | "invalid"
  | "too-many"
  | "busy"
  | "storage-full";

export interface FailureDetails {
  /** Each problem by JSON path of the request (`name`, `fields[2].textValue`). */
  fields?: Record<string, string>;
  /** More members of the error body (`current` on a stale write, `entities` on a conflict). */
  extra?: Record<string, unknown>;
  /** How long a client should wait before it tries again. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly failure: Failure,
    message: string,
    readonly details: FailureDetails = {},
  ) {
    super(message);
  }
}

export const notFound = (what = "entity") => new DomainError("not-found", `That ${what} does not exist.`);

/** One or more fields break a rule, keyed by JSON path. */
export const invalid = (fields: Record<string, string>) =>
  new DomainError("invalid", "Some fields are not valid; see fields for each problem.", { fields });

export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new DomainError("conflict", message, { extra });

export const forbidden = (message: string, extra?: Record<string, unknown>) =>
  new DomainError("forbidden", message, { extra });

export const busy = (message = "The database is busy; try again in a moment.", retryAfterSeconds = 1) =>
  new DomainError("busy", message, { retryAfterSeconds });
