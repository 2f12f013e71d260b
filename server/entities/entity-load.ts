import { sql, type Kysely } from "kysely";
import type { Database, EntityRow } from "../db/schema";
import { isPostgres } from "./search";

type Q = Kysely<Database>;

/** An entity row with its type's columns (the type's own id is `entity_type_id`). */
export type EntityWithType = EntityRow & {
  is_location: number;
  type_name: string;
  type_icon: string;
  type_created_at: string;
  type_updated_at: string;
};
export type TagRow = Database["tags"] & { entity_id: string };

/**
 * The ids one entity's output shows: itself, its children, its parent and its resolved location. A
 * subquery of fixed text (not a list of ids), so that each query below is one prepared statement.
 */
const related = (id: string) => sql`
  SELECT id FROM entities WHERE id = ${id}
  UNION ALL SELECT id FROM entities WHERE parent_id = ${id}
  UNION ALL SELECT parent_id FROM entities WHERE id = ${id}
  UNION ALL SELECT resolved_location_id FROM entities WHERE id = ${id}`;

/** The four lists of one entity's output, each in the order the output shows it. */
interface EntityData {
  rows: EntityWithType[];
  tags: TagRow[];
  attachments: Database["attachments"][];
  fields: Database["entity_fields"][];
}

const entityRows = (groupId: string, id: string) => sql`
  SELECT e.*, t.is_location, t.name AS type_name, t.icon AS type_icon,
    t.created_at AS type_created_at, t.updated_at AS type_updated_at
  FROM entities e JOIN entity_types t ON t.id = e.entity_type_id
  WHERE e.group_id = ${groupId} AND e.id IN (${related(id)})`;
const tagRows = (id: string) => sql`
  SELECT et.entity_id, t.* FROM entity_tags et JOIN tags t ON t.id = et.tag_id
  WHERE et.entity_id IN (${related(id)})`;
const attachmentRows = (id: string) => sql`
  SELECT * FROM attachments
  WHERE entity_id = ${id}
    OR (entity_id IN (${related(id)}) AND kind = 'file' AND type = 'photo' AND "primary" = 1)`;
const fieldRows = (id: string) => sql`SELECT * FROM entity_fields WHERE entity_id = ${id}`;

/**
 * Everything `GET /v1/entities/{id}` shows, rows of other groups left out. PostgreSQL gets the four queries as
 * one statement of JSON arrays, so a write that answers holds its row lock over one round trip, not four
 * (docs/decisions/016-entity-writes.md).
 */
export async function loadEntityData(db: Q, groupId: string, id: string): Promise<EntityData> {
  if (isPostgres(db)) {
    const list = (rows: ReturnType<typeof sql>, order: string) =>
      sql`(SELECT coalesce(json_agg(x ORDER BY ${sql.raw(order)}), '[]') FROM (${rows}) x)`;
    const { rows } = await sql<EntityData>`SELECT
      ${list(entityRows(groupId, id), "lower(x.name), x.id")} AS rows,
      ${list(tagRows(id), "x.name, x.id")} AS tags,
      ${list(attachmentRows(id), "x.created_at, x.id")} AS attachments,
      ${list(fieldRows(id), "x.position")} AS fields`.execute(db);
    const [data] = rows;
    if (!data) throw new Error("a SELECT without FROM answered no row");
    return data;
  }
  const [rows, tags, attachments, fields] = await Promise.all([
    sql<EntityWithType>`${entityRows(groupId, id)} ORDER BY lower(e.name), e.id`.execute(db),
    sql<TagRow>`${tagRows(id)} ORDER BY t.name, t.id`.execute(db),
    sql<Database["attachments"]>`${attachmentRows(id)} ORDER BY created_at, id`.execute(db),
    sql<Database["entity_fields"]>`${fieldRows(id)} ORDER BY position`.execute(db),
  ]);
  return { rows: rows.rows, tags: tags.rows, attachments: attachments.rows, fields: fields.rows };
}
