import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { CheckedBackup } from "./backup-check";
import { inBudgetedSteps } from "./budgeted-steps";

type Q = Kysely<Database>;
const CHUNK = 100;

/** Inserts rows of a checked backup a chunk at a time, keeping each statement under the databases' parameter limits. */
export async function insertChunks<T extends keyof Database>(
  trx: Q,
  table: T,
  rows: ReadonlyArray<Record<string, unknown>>,
) {
  // The rows were checked against backup-format.ts, the columns of this table.
  await inBudgetedSteps(rows, CHUNK, (slice) =>
    trx
      .insertInto(table)
      .values(slice as never)
      .execute(),
  );
}

/** The maintenance log and the templates with their default tags and custom fields, under new ids. */
export async function writeCare(
  trx: Q,
  groupId: string,
  backup: CheckedBackup,
  to: (id: string) => string,
  toNullable: (id: string | null) => string | null,
) {
  const r = backup.rows;
  const group = { group_id: groupId };
  await insertChunks(
    trx,
    "maintenance_entries",
    r.maintenance_entries.map((m) => ({ ...m, ...group, id: to(m.id), entity_id: to(m.entity_id) })),
  );
  await insertChunks(
    trx,
    "templates",
    r.templates.map((t) => ({
      ...t,
      ...group,
      id: to(t.id),
      default_entity_type_id: toNullable(t.default_entity_type_id),
      default_location_id: toNullable(t.default_location_id),
    })),
  );
  await insertChunks(
    trx,
    "template_tags",
    r.template_tags.map((tt) => ({ template_id: to(tt.template_id), tag_id: to(tt.tag_id) })),
  );
  await insertChunks(
    trx,
    "template_fields",
    r.template_fields.map((f) => ({ ...f, id: to(f.id), template_id: to(f.template_id) })),
  );
}
