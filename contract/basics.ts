import { z } from "zod";
import { FieldErrorCode } from "./field-errors";

/*
 * The error body, the id and time fields and the account fields, in a module of their own: the signed-out pages' contract
 * (auth, invitation) and the SPA's error parsing need only these, not the rest of common.ts (their bundle
 * budget). common.ts re-exports them.
 */

/** Why one entity refused a bulk action or a selection's export (409/404/422 body `failures`). */
export const BulkFailure = z.object({
  id: z.string(),
  code: z.string(),
  message: z.string(),
  /** The request field the rule is about (`patch.parentId`), when one is. */
  field: z.string().optional(),
});
export type BulkFailure = z.infer<typeof BulkFailure>;

/** The error body of every non-2xx answer (docs/spec/contract.md, "Errors"). `fields` only on 422. */
export const ErrorBody = z.object({
  error: z.string(),
  /** What failed, for wording it in the client's language (error-codes.ts); unknown codes are read by status. */
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The code of each `fields` entry, by the same path (field-errors.ts). */
  codes: z.record(z.string(), FieldErrorCode).optional(),
  /** The entities a 409 is about: those someone else changed since, on a batch undo. */
  entities: z.array(z.string()).optional(),
  /** Each entity that refused a bulk action, and why (nothing was written). */
  failures: z.array(BulkFailure).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A server-generated id. Ids are case-insensitive: an uppercase one in a request reads as the stored one. */
export const Id = z.uuid({ error: "must be a UUID" }).toLowerCase();

export const Timestamp = z.string();

/** An expiry time (invitations, API keys): absent or null means the default; a time in the past is refused. */
export const FutureTimestamp = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date and time" })
  .nullish()
  .refine((v) => v == null || Date.parse(v) > Date.now(), { error: "must lie in the future" });

/** A required name or title: trimmed, not empty, at most 255 characters (every named thing of the API). */
export const Name = z
  .string({ error: "is required" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(255, { error: "must be at most 255 characters" });

/** An e-mail address as an account's login: trimmed and lower case. */
export const Email = z
  .string({ error: "is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "must be an e-mail address" }).max(255, { error: "must be at most 255 characters" }));

export const Password = z
  .string({ error: "is required" })
  .min(8, { error: "must be at least 8 characters" })
  .max(1024, { error: "must be at most 1024 characters" });
