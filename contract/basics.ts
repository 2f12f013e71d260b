import { z } from "zod";
import { FieldErrorCode } from "./field-errors";

/*
 * The error body and the id and time fields, in a module of their own: the signed-out pages' contract
 * (auth, invitation) and the SPA's error parsing need only these, not the rest of common.ts (their bundle
 * budget). common.ts re-exports them.
 */

/** The error body of every non-2xx answer (docs/spec/contract.md, "Errors"). `fields` only on 422. */
export const ErrorBody = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The code of each `fields` entry, by the same path (field-errors.ts). */
  codes: z.record(z.string(), FieldErrorCode).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A server-generated id. Ids are case-insensitive: an uppercase one in a request reads as the stored one. */
export const Id = z.uuid({ error: "must be a UUID" }).toLowerCase();

export const Timestamp = z.string();
