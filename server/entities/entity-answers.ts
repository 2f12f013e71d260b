/** An entity's answer as `GET /v1/entities/{id}` sends it: its ETag and its JSON. */
export interface EntityAnswer {
  etag: string;
  body: string;
}

/** Answers kept at most: about a kilobyte or two each. */
export const ENTITY_ANSWERS_KEPT = 2000;

/**
 * `GET /v1/entities/{id}` answers kept while the database has not changed at all. The answer is made
 * of the entity, its parent, location, children, tags, type, photos and fields, so that almost any
 * write may change some kept answer; rather than tracking which, every answer is dropped as soon as
 * anything commits. `changeCounter` (Db.changeCounter) tells: a number that changes with every commit,
 * by this service or any other process, or undefined where nothing can be kept (PostgreSQL, whose
 * other nodes write unseen). A read that began before a commit may return what was there before it,
 * so an answer is kept only if no commit came while it was read. docs/performance.md, "Reading an entity".
 */
export function entityAnswers(changeCounter: () => number | undefined, kept = ENTITY_ANSWERS_KEPT) {
  const answers = new Map<string, EntityAnswer>();
  let keptAt: number | undefined;
  return async (
    groupId: string,
    id: string,
    load: () => Promise<EntityAnswer | undefined>,
  ): Promise<EntityAnswer | undefined> => {
    const before = changeCounter();
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
    if (loaded && changeCounter() === before && keptAt === before) {
      const oldest = answers.keys().next();
      if (answers.size >= kept && !oldest.done) answers.delete(oldest.value);
      answers.set(key, loaded);
    }
    return loaded;
  };
}
