import { withCode } from "../../contract";
import { DomainError } from "../domain/errors";
import type { Database } from "../db/schema";

/** A finished or cancelled stock-take takes no more scans and cannot be finished again (409). */
export function requireOpen(row: Pick<Database["stocktakes"], "status">) {
  if (row.status === "open") return;
  throw new DomainError("conflict", `This stock-take is ${row.status}; it takes no more changes.`, {
    extra: withCode("stocktake_closed"),
  });
}
