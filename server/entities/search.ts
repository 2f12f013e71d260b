import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { LRUCache } from "lru-cache";
import { POSTGRES_SEARCH_TEXT } from "../db/migrations/0005-search";
import type { Database } from "../db/schema";

/**
 * The text search of `GET /v1/entities?q=` (docs/decisions/017-search-and-list-queries.md): a case- and
 * accent-insensitive substring of the text fields, indexed on both databases (migrations 0005, 0024 and 0036:
 * SQLite's FTS5 trigram tables, PostgreSQL's pg_trgm).
 */

/** FTS5's trigram tokenizer finds nothing shorter than one trigram; shorter text takes the scan below. */
const TRIGRAM = 3;

/** `%` and `_` in the user's text are literal. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const TEXT_COLUMNS = ["name", "description", "serial_number", "model_number", "manufacturer", "notes"] as const;

/** The index's expression over the entity `e` (entity_types, joined as `t`, has a `name` too). */
const ENTITY_SEARCH_TEXT = POSTGRES_SEARCH_TEXT.replace(new RegExp(`\\b(${TEXT_COLUMNS.join("|")})\\b`, "g"), "e.$1");

export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Whether `textMatches` finds `text` through an index (else it scans). */
export const searchIsIndexed = (db: Kysely<Database>, text: string) => isPostgres(db) || [...text].length >= TRIGRAM;

/**
 * SQLite: up to this many matches the search's own index drives the list (list.ts); past it, walking the group
 * in name order finds a page sooner. Figures: bench/results.md.
 */
export const FEW_MATCHES = 1000;

/**
 * Answers of hasFewMatches, kept for a minute so that the next page or search skips the extra query; a stale
 * answer only picks a slower plan, never other results.
 */
const answers = new WeakMap<Kysely<Database>, LRUCache<string, boolean>>();

/** SQLite: whether the search index holds fewer than FEW_MATCHES matches of `text` (an indexed text). */
export async function hasFewMatches(db: Kysely<Database>, text: string): Promise<boolean> {
  let known = answers.get(db);
  if (!known) answers.set(db, (known = new LRUCache({ max: 1000, ttl: 60_000 })));
  const answer = known.get(text);
  if (answer !== undefined) return answer;
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (
    ${indexedMatches(text)} LIMIT ${FEW_MATCHES})`.execute(db);
  const few = Number(rows[0]?.n ?? 0) < FEW_MATCHES;
  known.set(text, few);
  return few;
}

/** One FTS5 phrase: its trigrams in a row, i.e. the substring; `"` is doubled inside an FTS5 string. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** SQLite: the ids of the entities whose own text or custom fields' text holds `text` (migration 0036). */
const indexedMatches = (text: string) => sql`
  SELECT k.entity_id FROM entity_search s JOIN entity_search_keys k ON k.id = s.rowid
  WHERE entity_search MATCH ${ftsPhrase(text)}
  UNION
  SELECT k.entity_id FROM entity_field_search f JOIN entity_search_keys k ON k.id = f.rowid
  WHERE entity_field_search MATCH ${ftsPhrase(text)}`;

/** The condition on `e` (an entities row) that its text contains `text`. */
export function textMatches(db: Kysely<Database>, text: string): RawBuilder<SqlBool> {
  if (isPostgres(db)) {
    // ILIKE folds case by the database's locale, search_fold the accents (migration 0024), and the GIN indexes
    // serve it (the expression must stay the index's). Both arms become one bitmap of matching rows.
    const pattern = sql`search_fold(${likePattern(text)})`;
    return sql<SqlBool>`(search_fold(${sql.raw(ENTITY_SEARCH_TEXT)}) ILIKE ${pattern}
      OR e.id = ANY(ARRAY(SELECT entity_id FROM entity_fields WHERE search_fold(text_value) ILIKE ${pattern})))`;
  }
  if (searchIsIndexed(db, text)) {
    return sql<SqlBool>`e.id IN (${indexedMatches(text)})`;
  }
  // One or two characters: a scan of the columns, folded by the connection's search_fold (case and accents,
  // as the index does); the pattern goes through it too, so that what it folds, it folds on both sides.
  const pattern = sql`search_fold(${likePattern(text)})`;
  return sql<SqlBool>`(${sql.join(
    [
      ...TEXT_COLUMNS.map((col) => sql`search_fold(e.${sql.ref(col)}) LIKE ${pattern} ESCAPE '\\'`),
      sql`EXISTS (SELECT 1 FROM entity_fields f WHERE f.entity_id = e.id AND search_fold(f.text_value) LIKE ${pattern} ESCAPE '\\')`,
    ],
    sql` OR `,
  )})`;
}
