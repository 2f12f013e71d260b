import type { Kysely } from "kysely";

/**
 * Recurring maintenance (docs/api.md, "Maintenance"): every `repeat_every` `repeat_unit`s (days, weeks,
 * months, years). Entries logged before recurrence existed do not recur: 0 and "".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("maintenance_entries")
    .addColumn("repeat_every", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("maintenance_entries")
    .addColumn("repeat_unit", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("maintenance_entries").dropColumn("repeat_unit").execute();
  await db.schema.alterTable("maintenance_entries").dropColumn("repeat_every").execute();
}
