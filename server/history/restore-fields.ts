import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { EntityUpdate } from "../../contract";
import { FIELD_ROWS, inSlices } from "../bulk/update";
import type { Database } from "../db/schema";
import { groupBy } from "../domain/group-by";
import { sameValue, type Snapshot } from "../domain/history-diff";
import { fieldColumns } from "../entities/custom-field-rows";
import { byEntity } from "./snapshot";

type Q = Kysely<Database>;
type FieldInput = EntityUpdate["fields"][number];
/** An entity whose custom fields go back: its snapshots now and then, and the checked fields it is to have. */
export type FieldsBack = { id: string; current: Snapshot; state: Snapshot; wanted: readonly FieldInput[] };

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A field's columns other than its place in the list: an existing row keeps its position. */
function valueColumns(f: FieldInput) {
  const { position: _position, ...values } = fieldColumns({ ...f, position: 0 });
  return values;
}

/** The field rows of the entities, in the snapshot's order (by position), by entity. */
async function fieldRows(trx: Q, ids: readonly string[]) {
  const rows: Array<{ id: string; entity_id: string; position: number }> = [];
  await inSlices(ids, async (slice) => {
    const found = await trx
      .selectFrom("entity_fields")
      .select(["id", "entity_id", "position"])
      .where("entity_id", "in", slice)
      .orderBy("position")
      .execute();
    rows.push(...found);
  });
  return byEntity(rows);
}

/**
 * Custom fields back as they were, writing only the rows that differ, place by place: on SQLite every field
 * row written re-indexes its entity's search text, and the undo of a bulk "set a field" takes one field away
 * from each entity rather than all of them. Rewrites with the same values are one UPDATE.
 */
export async function restoreFields(trx: Q, entities: readonly FieldsBack[], now: string) {
  const differing = entities.filter((e) => !sameValue(e.current.fields, e.state.fields));
  const rows = await fieldRows(
    trx,
    differing.map((e) => e.id),
  );
  const surplus: string[] = [];
  const rewrites: Array<{ values: string; id: string }> = [];
  const added = [];
  for (const e of differing) {
    const have = rows.get(e.id) ?? [];
    const next = (have.at(-1)?.position ?? -1) + 1;
    const [fieldsNow, fieldsThen] = [listOf(e.current.fields), listOf(e.state.fields)];
    for (const [i, field] of e.wanted.entries()) {
      const row = have[i];
      if (!row) {
        const position = next + i - have.length;
        added.push({
          id: randomUUID(),
          entity_id: e.id,
          created_at: now,
          updated_at: now,
          ...fieldColumns({ ...field, position }),
        });
      } else if (!sameValue(fieldsNow[i], fieldsThen[i])) {
        rewrites.push({ values: JSON.stringify(valueColumns(field)), id: row.id });
      }
    }
    surplus.push(...have.slice(e.wanted.length).map((r) => r.id));
  }
  await inSlices(surplus, (slice) => trx.deleteFrom("entity_fields").where("id", "in", slice).execute(), FIELD_ROWS);
  for (const [json, group] of groupBy(rewrites, (r) => r.values)) {
    const values = JSON.parse(json) as ReturnType<typeof valueColumns>;
    await inSlices(
      group.map((r) => r.id),
      (slice) =>
        trx
          .updateTable("entity_fields")
          .set({ ...values, updated_at: now })
          .where("id", "in", slice)
          .execute(),
      FIELD_ROWS,
    );
  }
  await inSlices(added, (slice) => trx.insertInto("entity_fields").values(slice).execute(), FIELD_ROWS);
}
