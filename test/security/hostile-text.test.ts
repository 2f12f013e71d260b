import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { create } from "../support/fixtures";
import { startService, TEST_DB, type TestService } from "../support/service";

/**
 * Text that looks like SQL or like LIKE wildcards is data, nothing more: it is stored and returned
 * byte for byte, and a search for it finds exactly the entities that contain it literally.
 */
const HOSTILE = [
  "'; DROP TABLE entities; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM users WHERE ('1'='1",
  "%",
  "_",
  "\\",
  "100% pure_wool \\ blend",
  "a%b_c\\d",
  "Ünïcödé Straße 日本語 🚀",
  "\u202Eevil\u202C right-to-left",
  "tab\tand\nnewline",
];

describe(`SQL-looking and wildcard text round-trips and is searched literally (${TEST_DB})`, () => {
  let svc: TestService;
  let s: Session;
  const entities: Array<{ id: string; text: string }> = [];
  beforeAll(async () => {
    svc = await startService();
    s = await signUp(svc);
    for (const text of HOSTILE) {
      const tag = (await s.req("POST", "/v1/tags", { name: text })).body;
      const e = await create(s, {
        name: text,
        description: `description: ${text}`,
        notes: text,
        tagIds: [tag.id],
        fields: [{ name: text, type: "text", textValue: `field ${text}` }],
      });
      entities.push({ id: e.id, text });
    }
    // Controls that hold none of the special characters: a wildcard that leaked would find them.
    await create(s, { name: "plain control", description: "nothing special" });
    await create(s, { name: "another plain one" });
  });
  afterAll(() => svc?.close());

  it("every field returns exactly what was stored", async () => {
    for (const { id, text } of entities) {
      const e = (await s.req("GET", `/v1/entities/${id}`)).body;
      expect(e.name).toBe(text.trim());
      expect(e.description).toBe(`description: ${text}`);
      expect(e.notes).toBe(text);
      expect(e.tags.map((t: { name: string }) => t.name)).toEqual([text.trim()]);
      expect(e.fields).toMatchObject([{ name: text.trim(), textValue: `field ${text}` }]);
    }
    const count = await svc.db.kysely
      .selectFrom("entities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(HOSTILE.length + 2);
  });

  it("searching for each string finds exactly the entities that contain it, and nothing else", async () => {
    for (const text of HOSTILE) {
      const res = await s.req("GET", `/v1/entities?pageSize=100&q=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
      const found = res.body.items.map((e: { name: string }) => e.name).sort();
      const expected = entities
        .filter((e) => e.text.includes(text.trim()))
        .map((e) => e.text.trim())
        .sort();
      expect(found, `q=${JSON.stringify(text)}`).toEqual(expected);
    }
  });

  it("the database still has its tables and its users after all of it", async () => {
    expect((await s.req("GET", "/v1/users/self")).status).toBe(200);
    expect((await s.req("GET", "/v1/entities?pageSize=1")).body.total).toBe(HOSTILE.length + 2);
  });
});
