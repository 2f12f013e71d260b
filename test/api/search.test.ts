import { randomUUID } from "node:crypto";
import { entityEndpoints, EntityListResult } from "../../contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNT_CAP } from "../../server/entities/list";
import { FEW_MATCHES } from "../../server/entities/search";
import { signUp, type Session } from "../support/client";
import { create, defaultTypes } from "../support/fixtures";
import { startService, TEST_DB, type TestService } from "../support/service";

/**
 * `q` of the list on the search index (migration 0005: FTS5 trigram on SQLite, pg_trgm on PostgreSQL):
 * substrings of every searched text in any case, also outside ASCII, current after every kind of write;
 * and the capped `total` (docs/api.md, "List").
 */
describe(`search and the capped count (${TEST_DB})`, () => {
  let svc: TestService;
  let s: Session;
  beforeAll(async () => {
    svc = await startService();
    s = await signUp(svc);
  });
  afterAll(() => svc.close());

  const list = async (query: string) => {
    const res = await s.req("GET", `/v1/entities?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return EntityListResult.parse(res.body);
  };
  const names = async (q: string) => (await list(`q=${encodeURIComponent(q)}&pageSize=100`)).items.map((i) => i.name);

  /**
   * COUNT_CAP + 5 items in the group of `session`, named by `name`, written straight into the table (the
   * search index follows every write path, not only the API's); the columns left out take its defaults.
   */
  async function insertItems(
    session: Session,
    name: (i: number) => string,
    placed: { parent_id?: string; resolved_location_id?: string } = {},
  ) {
    const { item } = await defaultTypes(session);
    const groupId = (await session.req("GET", "/v1/users/self")).body.item.defaultGroupId as string;
    const now = new Date().toISOString();
    const rows = Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({
      id: randomUUID(),
      group_id: groupId,
      entity_type_id: item,
      ...placed,
      name: name(i),
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await svc.db.kysely
        .insertInto("entities")
        .values(rows.slice(i, i + 200) as never)
        .execute();
    }
    return rows;
  }

  it("finds substrings inside words of every searched text", async () => {
    await create(s, {
      name: "Akkuschrauber",
      description: "Drehmomentstufen",
      manufacturer: "Makita",
      modelNumber: "DF-331-DZ",
      serialNumber: "SN4711XY",
      notes: "Ladegerät fehlt",
      fields: [{ name: "Regal", type: "text", textValue: "Fach-B7-oben" }],
    });
    for (const part of ["kuschrau", "momentst", "AKIT", "-331-d", "4711x", "gerät feh", "b7-ob"]) {
      expect(await names(part), part).toEqual(["Akkuschrauber"]);
    }
  });

  it("folds case outside ASCII too, in both directions", async () => {
    await create(s, { name: "Über-Kabel für Ärger", description: "ΩMEGA Σχήμα" });
    // Not "über" alone: accents do not count (migration 0024), so it is in "Akkuschrauber" as well.
    for (const q of ["über-k", "ÜBER-K", "kabel für", "ÄRGER", "ωmega", "σχήμα", "ΣΧΉΜΑ"]) {
      expect(await names(q), q).toEqual(["Über-Kabel für Ärger"]);
    }
  });

  it("takes one- and two-character text, and FTS syntax, as plain text", async () => {
    await create(s, { name: 'Quote "x" AND NEAR(y) star*', notes: "zq" });
    expect(await names("zq")).toEqual(['Quote "x" AND NEAR(y) star*']);
    expect(await names('"x" AND')).toEqual(['Quote "x" AND NEAR(y) star*']);
    expect(await names("NEAR(y)")).toEqual(['Quote "x" AND NEAR(y) star*']);
    expect(await names("star*")).toEqual(['Quote "x" AND NEAR(y) star*']);
    expect(await names("r*x")).toEqual([]);
    expect(await names('"')).toEqual(['Quote "x" AND NEAR(y) star*']);
  });

  it("stays current after create, PUT, PATCH, custom-field edits and delete", async () => {
    const created = await create(s, {
      name: "Wandhalterung",
      fields: [{ name: "Farbe", type: "text", textValue: "Taubenblau" }],
    });
    expect(await names("halterung")).toEqual(["Wandhalterung"]);
    expect(await names("taubenblau")).toEqual(["Wandhalterung"]);

    const field = created.fields[0]!;
    const put = await s.call(entityEndpoints.replace, {
      params: { id: created.id },
      body: {
        name: "Deckenhalterung",
        fields: [
          { id: field.id, name: "Farbe", type: "text", textValue: "Moosgrün" },
          { name: "Ort", type: "text", textValue: "Dachboden" },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await names("wandhalterung")).toEqual([]);
    expect(await names("deckenhalt")).toEqual(["Deckenhalterung"]);
    expect(await names("taubenblau")).toEqual([]);
    expect(await names("MOOSGRÜN")).toEqual(["Deckenhalterung"]);
    expect(await names("dachboden")).toEqual(["Deckenhalterung"]);

    const patched = await s.call(entityEndpoints.patch, { params: { id: created.id }, body: { quantity: 4 } });
    expect(patched.status).toBe(200);
    expect(await names("deckenhalt")).toEqual(["Deckenhalterung"]);

    const dropField = await s.call(entityEndpoints.replace, {
      params: { id: created.id },
      body: { name: "Deckenhalterung", fields: [] },
    });
    expect(dropField.status).toBe(200);
    expect(await names("dachboden")).toEqual([]);
    expect(await names("moosgrün")).toEqual([]);

    expect((await s.call(entityEndpoints.remove, { params: { id: created.id } })).status).toBe(204);
    expect(await names("deckenhalt")).toEqual([]);
  });

  it("counts up to COUNT_CAP past the page's start and says when there are more", async () => {
    const other = await signUp(svc);
    const rows = await insertItems(other, (i) => `bulk ${String(i).padStart(4, "0")}`);
    const page = async (query: string) =>
      EntityListResult.parse((await other.req("GET", `/v1/entities?${query}`)).body);

    const first = await page("pageSize=50");
    expect([first.total, first.totalCapped]).toEqual([COUNT_CAP, true]);
    expect(first.items).toHaveLength(50);
    const searched = await page("q=bulk&pageSize=50");
    expect([searched.total, searched.totalCapped]).toEqual([COUNT_CAP, true]);
    // Past the first page the count reaches further: from page 2 on, all COUNT_CAP + 5 are counted.
    const second = await page("pageSize=50&page=2");
    expect([second.total, second.totalCapped]).toEqual([COUNT_CAP + 5, false]);
    const last = await page(`pageSize=50&page=${Math.ceil((COUNT_CAP + 5) / 50)}`);
    expect(last.items.at(-1)?.name).toBe(`bulk ${String(COUNT_CAP + 4).padStart(4, "0")}`);
    // Below the cap the count is exact.
    const few = await page("q=bulk 000&pageSize=5");
    expect([few.total, few.totalCapped]).toEqual([10, false]);

    // A word this common is found by walking the group in name order on SQLite, a rare one through its
    // matches (search.ts, FEW_MATCHES): both page in the list's order.
    expect(rows.length).toBeGreaterThan(FEW_MATCHES);
    const bulk = (i: number) => `bulk ${String(i).padStart(4, "0")}`;
    const namesOf = (result: typeof first) => result.items.map((i) => i.name);
    expect(namesOf(searched)).toEqual(Array.from({ length: 50 }, (_, i) => bulk(i)));
    const descending = await page("q=bulk&orderBy=name&order=desc&pageSize=50&page=3");
    expect(namesOf(descending)).toEqual(Array.from({ length: 50 }, (_, i) => bulk(rows.length - 101 - i)));
    const rare = await page("q=bulk 000&orderBy=name&order=desc&pageSize=4&page=2");
    expect(namesOf(rare)).toEqual([bulk(5), bulk(4), bulk(3), bulk(2)]);
  });

  // A subtree, and on SQLite a search with few matches, read their page by ids (list.ts, pageRows): their
  // counts, past the cap, past the last page and of nothing at all, are those of every other list.
  it("counts a subtree and a narrowed search as every other list, also on pages past the last match", async () => {
    const other = await signUp(svc);
    const { location } = await defaultTypes(other);
    const shed = await create(other, { name: "Shed", entityTypeId: location });
    const empty = await create(other, { name: "Empty shelf", entityTypeId: location });
    await insertItems(other, (i) => `${i % 100 === 7 ? "spanner" : "nail"} ${String(i).padStart(4, "0")}`, {
      parent_id: shed.id,
      resolved_location_id: shed.id,
    });
    const page = async (query: string) => {
      const res = await other.req("GET", `/v1/entities?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { items, total, totalCapped } = EntityListResult.parse(res.body);
      return { names: items.map((i) => i.name), counted: [total, totalCapped] };
    };
    const under = `locationIds=${shed.id}&orderBy=name`;
    const first = await page(`${under}&pageSize=50`);
    expect(first.counted).toEqual([COUNT_CAP, true]);
    expect(first.names).toHaveLength(50);
    expect((await page(`${under}&pageSize=50&page=2`)).counted).toEqual([COUNT_CAP + 5, false]);
    const last = await page(`${under}&pageSize=50&page=${Math.ceil((COUNT_CAP + 5) / 50)}`);
    // Names sort "nail …" before "spanner …": the last page holds the last five of the ten spanners.
    expect(last).toEqual({
      names: ["spanner 0507", "spanner 0607", "spanner 0707", "spanner 0807", "spanner 0907"],
      counted: [COUNT_CAP + 5, false],
    });
    expect(await page(`${under}&pageSize=50&page=40`)).toEqual({ names: [], counted: [COUNT_CAP + 5, false] });
    expect(await page(`locationIds=${empty.id}`)).toEqual({ names: [], counted: [0, false] });
    expect(await page(`locationIds=${empty.id}&page=3`)).toEqual({ names: [], counted: [0, false] });

    // Ten spanners: few matches, so on SQLite the search drives the list.
    const spanners = `q=spanner&orderBy=name&pageSize=4`;
    expect(await page(spanners)).toEqual({
      names: ["spanner 0007", "spanner 0107", "spanner 0207", "spanner 0307"],
      counted: [10, false],
    });
    expect(await page(`${spanners}&page=3`)).toEqual({
      names: ["spanner 0807", "spanner 0907"],
      counted: [10, false],
    });
    expect(await page(`${spanners}&page=9`)).toEqual({ names: [], counted: [10, false] });
    expect(await page(`q=spanner&${under}&pageSize=4&page=2`)).toEqual({
      names: ["spanner 0407", "spanner 0507", "spanner 0607", "spanner 0707"],
      counted: [10, false],
    });
    expect(await page(`q=no such tool`)).toEqual({ names: [], counted: [0, false] });
  });
});
