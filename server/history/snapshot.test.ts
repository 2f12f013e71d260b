import { expect, it } from "vitest";
import { EntityUpdate } from "../../contract";
import type { CustomFieldRow, EntityRow } from "../db/schema";
import { updateColumns } from "../entities/write";
import { snapshotOfRows, updateBodyOf } from "./snapshot";

const row: EntityRow = {
  id: "8f7f3c1e-3f5b-4a43-9a51-1a0c4f1c2d01",
  group_id: "g",
  entity_type_id: "2b1f7c7e-9a0d-4b8e-8f55-6a2d1c9e0b11",
  parent_id: "5d0c2a9b-8e7f-4a6b-9c1d-3e2f1a0b9c22",
  location_id: null,
  resolved_location_id: "5d0c2a9b-8e7f-4a6b-9c1d-3e2f1a0b9c22",
  asset_id: 42,
  name: "Akkuschrauber",
  description: "18 V, zwei Akkus",
  quantity: 2.5,
  min_quantity: 1,
  unit: "pack",
  archived: 1,
  insured: 1,
  lifetime_warranty: 0,
  sync_child_entity_locations: 1,
  manufacturer: "Makita",
  model_number: "DDF485",
  serial_number: "SN-1",
  purchase_date: "2024-03-01",
  purchase_from: "Baumarkt",
  purchase_price: 129.9,
  sold_date: "",
  sold_notes: "",
  sold_price: 0,
  sold_to: "",
  warranty_details: "3 Jahre",
  warranty_expires: "2027-03-01",
  notes: "Ladegerät im Koffer",
  version: 7,
  created_at: "2024-03-01T10:00:00.000Z",
  updated_at: "2024-03-02T10:00:00.000Z",
};
const field = (position: number, name: string, type: string, text: string): CustomFieldRow =>
  ({ id: `f${position}`, position, name, type, text_value: text, number_value: 0, boolean_value: 0 }) as CustomFieldRow;

it("writes an entity back as the update body the rules would make of its snapshot", () => {
  const snapshot = snapshotOfRows(
    row,
    ["a1c2e3f4-0000-4000-8000-000000000002", "a1c2e3f4-0000-4000-8000-000000000001"],
    [field(0, "Farbe", "text", "Blau"), field(1, "Geprüft", "time", "2025-01-02")],
    [],
  );
  const parsed = EntityUpdate.parse({ ...snapshot, id: row.id });
  expect(updateBodyOf(row, snapshot)).toEqual(parsed);
  // Nothing to write: every column of the body is the row's.
  expect(updateColumns(updateBodyOf(row, snapshot))).toEqual(updateColumns(parsed));
});

it("has no asset id, minimum or parent where the row has none", () => {
  const bare = { ...row, asset_id: null, min_quantity: null, parent_id: null, archived: 0 };
  const snapshot = snapshotOfRows(bare, [], [], []);
  expect(updateBodyOf(bare, snapshot)).toEqual(EntityUpdate.parse({ ...snapshot, id: row.id }));
});
