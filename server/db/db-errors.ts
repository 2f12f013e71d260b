import { busy, conflict, DomainError, invalid, notFound } from "../domain/errors";
import { isRetryable } from "./transaction";

/** Columns that hold references, and the request field that names each. */
const FIELD_OF_COLUMN: Record<string, string> = {
  parent_id: "parentId",
  location_id: "locationId",
  entity_type_id: "entityTypeId",
  tag_id: "tagIds",
};

const VANISHED = "not found: it was deleted while this request ran";

/**
 * Database failures that are not the client's fault nor a bug of the service, as the contract's errors
 * (docs/api.md, "Concurrent writes"): a reference deleted by a concurrent request (foreign-key violation)
 * → 422 on the field that named it, or 404 when the written record itself went; a statement that ran
 * past the statement timeout, or a deadlock that outlived the retries → 503 with Retry-After.
 */
export function databaseError(err: unknown): DomainError | undefined {
  const { code, detail, message } = (err ?? {}) as { code?: unknown; detail?: unknown; message?: unknown };
  if (code === "57014" || isRetryable(err)) {
    return busy();
  }
  // PostgreSQL only: SQLite runs one transaction at a time, so there a reference cannot vanish midway.
  if (code === "23503") {
    if (typeof message === "string" && message.includes("update or delete")) {
      return conflict("Other records still refer to this one; change them first.");
    }
    const column = typeof detail === "string" ? /^Key \((\w+)\)/.exec(detail)?.[1] : undefined;
    if (column === "entity_id") return notFound();
    const field = (column && FIELD_OF_COLUMN[column]) ?? "$";
    return invalid({ [field]: VANISHED });
  }
  return undefined;
}
