import { describe, expect, it } from "vitest";
import { csvEndpoints } from "../../contract";
import { create, expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/** Issue 41: "Export CSV" of a selection: exactly the selected entities, in the whole group's export format. */
describe("CSV export of a selection", () => {
  const { s, users } = useSignedInService({ names: ["Owner", "Outsider"] });
  const outsider = users[1];

  const lines = (csv: string) => csv.trim().split(/\r?\n/);
  const exported = async (body: unknown) => {
    const res = await s.req("POST", "/v1/entities/export", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="homebox-selection_.*\.csv"/);
    return lines(res.body as string);
  };

  it("holds the selected entities only, under the whole export's header, each row as the export writes it", async () => {
    const tag = (await s.req("POST", "/v1/tags", { name: "Picked" })).body;
    const picked = await Promise.all(
      ["Lamp", "Drill"].map((name) =>
        create(s, { name, tagIds: [tag.id], fields: [{ name: "Colour", type: "text", textValue: "red" }] }),
      ),
    );
    await create(s, { name: "Left out" });
    const whole = lines((await s.call(csvEndpoints.export, {})).body as unknown as string);
    const selected = await exported({ ids: picked.map((p) => p.id) });
    expect(selected[0]).toBe(whole[0]);
    expect(selected.slice(1).sort()).toEqual(whole.filter((l) => /Lamp|Drill/.test(l)).sort());
    expect(selected).toHaveLength(3);
    expect(selected.join("\n")).not.toContain("Left out");

    const byFilter = await exported({ filter: { tags: [tag.id] } });
    expect(byFilter.slice(1).sort()).toEqual(selected.slice(1).sort());
  });

  it("answers 404 listing ids of another group, and 422 for no ids, duplicates or neither ids nor filter", async () => {
    const mine = await create(s, { name: "Mine" });
    const theirs = await create(outsider, { name: "Theirs" });
    const refused = await s.req("POST", "/v1/entities/export", { ids: [mine.id, theirs.id] });
    expectError(refused, 404);
    expect(refused.body.failures).toEqual([expect.objectContaining({ id: theirs.id, code: "not_found" })]);
    expectError(await s.req("POST", "/v1/entities/export", { ids: [] }), 422);
    expectError(await s.req("POST", "/v1/entities/export", { ids: [mine.id, mine.id] }), 422);
    expectError(await s.req("POST", "/v1/entities/export", {}), 422);
  });

  it("exports only the header when the filter matches nothing", async () => {
    const selected = await exported({ filter: { q: "nothing is called this" } });
    expect(selected).toHaveLength(1);
  });
});
