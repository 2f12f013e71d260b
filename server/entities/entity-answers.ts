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
 * `GET /v1/entities/{id}` answers kept while the database has not changed at all. The answer is made
 * of the entity, its parent, location, children, tags, type, photos and fields, so that almost any
 * write may change some kept answer; rather than tracking which, every answer is dropped as soon as
 * anything commits. The change mark (Db.changeMark) tells: it changes with every commit, by this service
 * or any other process or node. The caller passes the mark read after its request arrived; a read that
 * began before a commit may return what was there before it, so an answer is kept only if the mark read
 * after it is still that one. docs/decisions/013-change-mark-and-quick-connection.md.
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
