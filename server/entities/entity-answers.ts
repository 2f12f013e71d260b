import type { ChangeMark } from "../db/database";

/**
 * An entity's answer as `GET /v1/entities/{id}` sends it: its ETag and its JSON, encoded once as UTF-8
 * (a string would be encoded again for every request that gets it).
 */
export interface EntityAnswer {
  etag: string;
  body: Uint8Array<ArrayBuffer>;
}

/** Answers kept at most: about a kilobyte or two each. */
export const ENTITY_ANSWERS_KEPT = 2000;

/**
 * `GET /v1/entities/{id}` answers kept while the database's change mark stays the same; any commit drops them
 * all, since almost any write may change some answer (docs/decisions/013-change-mark-and-quick-connection.md).
 */
export function entityAnswers(changeMark: () => Promise<ChangeMark>, kept = ENTITY_ANSWERS_KEPT) {
  const answers = new Map<string, EntityAnswer>();
  let keptAt: ChangeMark;
  return async (
    groupId: string,
    id: string,
    before: ChangeMark,
    load: () => Promise<EntityAnswer | undefined>,
  ): Promise<EntityAnswer | undefined> => {
    if (before === undefined) return load();
    if (before !== keptAt) {
      answers.clear();
      keptAt = before;
    }
    // The group in the key keeps one group's answers from another's.
    const key = `${groupId}/${id}`;
    const hit = answers.get(key);
    if (hit) return hit;
    const loaded = await load();
    if (loaded && (await changeMark()) === before && keptAt === before) {
      const oldest = answers.keys().next();
      if (answers.size >= kept && !oldest.done) answers.delete(oldest.value);
      answers.set(key, loaded);
    }
    return loaded;
  };
}
