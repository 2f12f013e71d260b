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
 * Database failures that are not the client's fault as contract errors (docs/api.md, "Concurrent
 * writes"): a concurrently deleted reference → 422 or 404; a timeout or lasting deadlock → 503.
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

/** A unique index or primary key turned a row away (PostgreSQL 23505, SQLite's constraint codes). */
export function isUniqueViolation(err: unknown): boolean {
  const { code } = (err ?? {}) as { code?: unknown };
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
