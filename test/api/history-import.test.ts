import { describe, expect, it } from "vitest";
import { historyEndpoints as history, type ChangeOut } from "../../contract";
import { diffSnapshots } from "../../server/domain/history-diff";
import { snapshotOf } from "../../server/history/snapshot";
import type { Session } from "../support/client";
import { homeboxFixture, importCsvText } from "../support/csv-upload";
import { get } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";

/**
 * An import records its new entities from the rows it inserts, without reading them back
 * (server/data-transfer/import-write.ts): what it records must be what a read of the entity finds.
 */
describe("history of a CSV import", () => {
  const { users } = useSignedInService({ names: ["A", "B"] });

  const importedBatch = async (s: Session, text: string) => {
    const res = await importCsvText(s, text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const latest = await s.call(history.feed, { query: { pageSize: "1" } });
    const batch = latest.body.items[0]!.batchId!;
    return (await s.call(history.feed, { query: { batch, pageSize: "100" } })).body.items as ChangeOut[];
  };
  const recorded = (change: ChangeOut) => Object.fromEntries(change.changes.map((c) => [c.field, c.to]));

  it("a created entity's change holds every field it set as the entity reads back: paths, tags, custom fields", async () => {
    const s = users[0];
    const changes = await importedBatch(s, homeboxFixture("every-column.csv"));
    expect(changes).toHaveLength(9); // four rows and the five locations their paths name
    for (const change of changes) {
      expect(change.action).toBe("create");
      expect(change.changes).toEqual(diffSnapshots(undefined, snapshotOf(await get(s, change.entityId))));
    }
  });

  it("consumables' minimum and unit too; an updated entity records only what changed", async () => {
    const s = users[1];
    await importedBatch(s, "HB.import_ref,HB.name,HB.quantity\nscrews-1,Screws,500\n");
    const text = "HB.import_ref,HB.name,HB.quantity,HB.min_quantity,HB.unit,HB.field.Size\n";
    const changes = await importedBatch(s, `${text}screws-1,Screws,40,50,pcs,M4\nglue-1,Glue,2,1,tubes,\n`);
    expect(changes.map((c) => c.action).sort()).toEqual(["create", "update"]);
    const [created, updated] = [
      changes.find((c) => c.action === "create")!,
      changes.find((c) => c.action === "update")!,
    ];
    expect(created.changes).toEqual(diffSnapshots(undefined, snapshotOf(await get(s, created.entityId))));
    expect(recorded(created)).toMatchObject({ name: "Glue", quantity: 2, minQuantity: 1, unit: "tubes" });
    expect(updated.changes).toEqual([
      { field: "quantity", from: 500, to: 40 },
      { field: "minQuantity", from: null, to: 50 },
      { field: "unit", from: "", to: "pcs" },
      { field: "fields", from: [], to: [expect.objectContaining({ name: "Size", textValue: "M4" })] },
    ]);
  });
});
