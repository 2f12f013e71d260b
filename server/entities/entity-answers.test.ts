import { describe, expect, it } from "vitest";
import { entityAnswers, type EntityAnswer } from "./entity-answers";

/** The JSON of an answer, as the client reads it. */
const text = (answer: EntityAnswer | undefined) => new TextDecoder().decode(answer?.body);

/** A database stand-in: `counter`, its change mark, changes as commits would; `load` counts the reads it is asked for. */
function setup(kept?: number) {
  const db = { counter: 1 as number | undefined, loads: 0, name: "A" };
  const keep = entityAnswers(() => Promise.resolve(db.counter), kept);
  // As the route does: the mark read when the request came, then the answer.
  const answer = (groupId: string, id: string, load: () => Promise<EntityAnswer | undefined>) =>
    keep(groupId, id, db.counter, load);
  const load = (id: string, during?: () => void) => async (): Promise<EntityAnswer | undefined> => {
    db.loads++;
    during?.();
    return id === "missing"
      ? undefined
      : { etag: `"${db.loads}"`, body: Buffer.from(`{"id":"${id}","name":"${db.name}"}`) };
  };
  return { db, answer, load };
}

describe("kept entity answers", () => {
  it("answers from what was kept while nothing commits, and reads again after a commit", async () => {
    const { db, answer, load } = setup();
    expect(text(await answer("g", "e1", load("e1")))).toContain('"A"');
    expect(text(await answer("g", "e1", load("e1")))).toContain('"A"');
    expect(db.loads).toBe(1);
    db.name = "B";
    db.counter = 2;
    expect(text(await answer("g", "e1", load("e1")))).toContain('"B"');
    expect(db.loads).toBe(2);
  });

  it("does not keep an answer read while a commit came, which may show the state before it", async () => {
    const { db, answer, load } = setup();
    await answer(
      "g",
      "e1",
      load("e1", () => (db.counter = 2)),
    );
    await answer("g", "e1", load("e1"));
    expect(db.loads).toBe(2);
    await answer("g", "e1", load("e1"));
    expect(db.loads).toBe(2);
  });

  it("keeps nothing when the database cannot say whether it changed", async () => {
    const { db, answer, load } = setup();
    db.counter = undefined;
    await answer("g", "e1", load("e1"));
    await answer("g", "e1", load("e1"));
    expect(db.loads).toBe(2);
  });

  it("keeps each group's answers apart, does not keep a missing entity, and drops the oldest when full", async () => {
    const { db, answer, load } = setup(2);
    await answer("g1", "e1", load("e1"));
    await answer("g2", "e1", load("e1"));
    expect(db.loads).toBe(2);
    expect(await answer("g1", "missing", load("missing"))).toBeUndefined();
    expect(await answer("g1", "missing", load("missing"))).toBeUndefined();
    expect(db.loads).toBe(4);
    await answer("g1", "e2", load("e2")); // the third kept: g1/e1, the oldest, goes
    await answer("g2", "e1", load("e1"));
    expect(db.loads).toBe(5);
    await answer("g1", "e1", load("e1"));
    expect(db.loads).toBe(6);
  });
});
