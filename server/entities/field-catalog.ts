import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

type Q = Kysely<Database>;

/** How many values `GET /v1/entities/fields/values` answers: a filter's choices, not an export. */
export const FIELD_VALUES_MAX = 1000;

/** The group's custom fields, as Homebox's field filter lists them. */
const groupFields = (db: Q, groupId: string) =>
  db
    .selectFrom("entity_fields as f")
    .innerJoin("entities as e", "e.id", "f.entity_id")
    .where("e.group_id", "=", groupId);

/** `GET /v1/entities/fields`: every name a custom field of the group has, once, A to Z. */
export async function fieldNames(db: Q, groupId: string): Promise<string[]> {
  const rows = await groupFields(db, groupId).select("f.name").distinct().orderBy("f.name").execute();
  return rows.map((r) => r.name);
}

/** `GET /v1/entities/fields/values`: the text values of the fields of this exact name, once, A to Z. */
export async function fieldValues(db: Q, groupId: string, name: string): Promise<string[]> {
  const rows = await groupFields(db, groupId)
    .where("f.name", "=", name)
    .select("f.text_value")
    .distinct()
    .orderBy("f.text_value")
    .limit(FIELD_VALUES_MAX)
    .execute();
  return rows.map((r) => r.text_value);
}
