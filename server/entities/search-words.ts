import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { parseAssetId } from "../../contract";
import type { Database } from "../db/schema";
import { textMatches } from "./search";
import { locatedUnder } from "./topology-queries";

/**
 * One word of a search (`match=words`, docs/api.md "List"): found in the entity's text, as its asset id, or
 * in the name of a location on its path.
 */
export interface SearchTerm {
  text: string;
  /** The asset id the word reads as (`6`, `000006`, `000-006`, `#000-006`), if it reads as one. */
  asset?: number;
  /** The locations whose name holds the word: everything at or under them matches. */
  locationIds: string[];
}

/** A search of more words than this takes the first ones only: each word is one more condition. */
const MAX_WORDS = 8;

/** Case and accents folded the way the search index folds them: `Crème` → `creme`. */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function assetIdOf(word: string): number | undefined {
  const id = parseAssetId(word.replace(/^#/, ""));
  return typeof id === "number" ? id : undefined;
}

/** The locations of the group with their names; few beside the items, found by the (group, type) index. */
function locationNames(db: Kysely<Database>, groupId: string) {
  return db
    .selectFrom("entities")
    .select(["id", "name"])
    .where("group_id", "=", groupId)
    .where("entity_type_id", "in", (types) =>
      types.selectFrom("entity_types").select("id").where("group_id", "=", groupId).where("is_location", "=", 1),
    )
    .execute();
}

/** `q` split into words, each with what else than text it may match. */
export async function searchTerms(db: Kysely<Database>, groupId: string, q: string): Promise<SearchTerm[]> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const locations = (await locationNames(db, groupId)).map((l) => ({ id: l.id, name: fold(l.name) }));
  return words.map((text) => {
    const word = fold(text);
    const locationIds = locations.filter((l) => l.name.includes(word)).map((l) => l.id);
    return { text, asset: assetIdOf(text), locationIds };
  });
}

/** Whether a term is its text search alone, which an index can drive. */
export const isTextOnly = (term: SearchTerm) => term.asset === undefined && term.locationIds.length === 0;

/** The condition on `e` that it matches the term. */
export function termMatches(db: Kysely<Database>, groupId: string, term: SearchTerm): RawBuilder<SqlBool> {
  const text = textMatches(db, term.text);
  if (isTextOnly(term)) return text;
  const arms = [text];
  if (term.asset !== undefined) arms.push(sql<SqlBool>`e.asset_id = ${term.asset}`);
  if (term.locationIds.length) arms.push(locatedUnder(db, groupId, term.locationIds));
  return sql<SqlBool>`(${sql.join(arms, sql` OR `)})`;
}
