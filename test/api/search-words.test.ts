import { EntityListResult } from "../../contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { create, expectError, location } from "../support/fixtures";
import { startService, TEST_DB, type TestService } from "../support/service";

/**
 * What people type (docs/api.md, "List"): accents never matter; with `match=words` each word may be found
 * in the text, as an asset id or in a location's name on the path; `withPaths` tells equal names apart.
 * Homebox's `q` (the default) keeps finding one substring or `#000-001`.
 */
describe(`search by words, accents and paths (${TEST_DB})`, () => {
  let svc: TestService;
  let s: Session;
  let workshopShelf: string;
  beforeAll(async () => {
    svc = await startService();
    s = await signUp(svc);
    const workshop = await location(s, "Workshop");
    const cellar = await location(s, "Cellar");
    workshopShelf = (await location(s, "Shelf A", workshop.id)).id;
    const cellarShelf = await location(s, "Shelf A", cellar.id);
    await create(s, { name: "Socket set", parentId: workshopShelf });
    await create(s, { name: "Bench vise", parentId: workshop.id });
    await create(s, { name: "Paint tins", parentId: cellarShelf.id });
    await create(s, { name: "Crème brûlée torch", fields: [{ name: "Shop", type: "text", textValue: "Café Noël" }] });
    await create(s, { name: "Creme jar" });
    await create(s, { name: "Drawer 406", assetId: "000-407" });
    await create(s, { name: "Label printer", assetId: "000-406" });
  });
  afterAll(() => svc.close());

  const list = async (query: string) => {
    const res = await s.req("GET", `/v1/entities?pageSize=100&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return EntityListResult.parse(res.body).items;
  };
  const names = async (q: string, more = "") =>
    (await list(`q=${encodeURIComponent(q)}${more}`)).map((i) => i.name).sort();
  const words = (q: string, more = "") => names(q, `&match=words${more}`);

  it("ignores accents in the text and in custom fields, in both modes", async () => {
    for (const q of ["creme", "CRÈME", "crème"]) {
      expect(await names(q), q).toEqual(["Creme jar", "Crème brûlée torch"]);
      expect(await words(q), q).toEqual(["Creme jar", "Crème brûlée torch"]);
    }
    expect(await names("brulee")).toEqual(["Crème brûlée torch"]);
    expect(await names("cafe noel")).toEqual(["Crème brûlée torch"]);
  });

  it("ignores accents in one- and two-character text too, which no trigram index serves", async () => {
    for (const q of ["rè", "RE", "re"]) {
      expect(await names(q), q).toEqual(["Creme jar", "Crème brûlée torch"]);
      expect(await words(q), q).toEqual(["Creme jar", "Crème brûlée torch"]);
    }
    for (const q of ["oe", "OË", "ë"]) expect(await names(q, "&match=words"), q).toContain("Crème brûlée torch");
    expect(await names("oe")).toEqual(["Crème brûlée torch"]);
  });

  it("finds a plain asset id in every form, alongside text matches", async () => {
    for (const q of ["000-406", "000406", "#000-406"]) expect(await words(q), q).toEqual(["Label printer"]);
    expect(await words("406")).toEqual(["Drawer 406", "Label printer"]);
    expect(await words("407")).toEqual(["Drawer 406"]);
  });

  it("keeps Homebox's q: one substring, and an asset id only after #", async () => {
    expect(await names("#000-406")).toEqual(["Label printer"]);
    expect(await names("000-406")).toEqual([]);
    expect(await names("406")).toEqual(["Drawer 406"]);
    expect(await names("workshop shelf")).toEqual([]);
    expect(await names("socket set")).toEqual(["Socket set"]);
  });

  it("finds every word in the text or in a location's name on the path", async () => {
    expect(await words("workshop shelf", "&isLocation=any")).toEqual(["Shelf A", "Socket set"]);
    expect(await words("workshop shelf")).toEqual(["Socket set"]);
    expect(await words("workshop shelf", "&isLocation=false")).toEqual(["Socket set"]);
    expect(await words("cellar shelf", "&isLocation=false")).toEqual(["Paint tins"]);
    expect(await words("socket workshop")).toEqual(["Socket set"]);
    expect(await words("socket cellar")).toEqual([]);
    expect(await words("workshop", "&isLocation=false")).toEqual(["Bench vise", "Socket set"]);
  });

  it("gives each row its location path when asked", async () => {
    const shelves = await list("q=shelf&isLocation=true&withPaths=true");
    expect(shelves.map((r) => r.locationPath).sort()).toEqual([["Cellar"], ["Workshop"]]);
    const [socket] = await list("q=socket&withPaths=true");
    expect(socket?.locationPath).toEqual(["Workshop", "Shelf A"]);
    expect(socket?.location?.id).toBe(workshopShelf);
    const [plain] = await list("q=socket");
    expect(plain).not.toHaveProperty("locationPath");
  });

  it("refuses a bad match or withPaths with a 422 that names it", async () => {
    expectError(await s.req("GET", "/v1/entities?q=x&match=fuzzy"), 422, ["match"]);
    expectError(await s.req("GET", "/v1/entities?withPaths=maybe"), 422, ["withPaths"]);
  });
});
