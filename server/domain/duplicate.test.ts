import { describe, expect, it } from "vitest";
import type { EntityOut } from "../../contract";
import { duplicateBody } from "./duplicate";

const source = {
  name: "Drill",
  description: "d",
  quantity: 3,
  archived: false,
  assetId: "000-007",
  entityTypeId: "11111111-1111-4111-8111-111111111111",
  parentId: "22222222-2222-4222-8222-222222222222",
  locationId: null,
  tagIds: ["33333333-3333-4333-8333-333333333333"],
  fields: [
    {
      id: "44444444-4444-4444-8444-444444444444",
      name: "V",
      type: "text",
      textValue: "18",
      numberValue: 0,
      booleanValue: false,
    },
  ],
  syncChildEntityLocations: false,
  manufacturer: "Bosch",
  modelNumber: "m",
  serialNumber: "s",
  purchaseDate: "2024-01-02",
  purchaseFrom: "f",
  purchasePrice: 5,
  soldDate: "",
  soldNotes: "",
  soldPrice: 0,
  soldTo: "",
  insured: true,
  lifetimeWarranty: false,
  warrantyDetails: "w",
  warrantyExpires: "2026-01-01",
  notes: "n",
} as unknown as EntityOut;

const opts = { copyAttachments: false, copyCustomFields: false, copyMaintenance: false, copyPrefix: "Copy of " };

describe("duplicateBody", () => {
  it("copies every field but the asset id, with the prefix, and fields only when asked", () => {
    const body = duplicateBody(source, opts);
    expect(body).toMatchObject({
      name: "Copy of Drill",
      assetId: null,
      quantity: 3,
      parentId: source.parentId,
      serialNumber: "s",
    });
    expect(body.fields).toEqual([]);
    expect(duplicateBody(source, { ...opts, copyCustomFields: true }).fields).toEqual([
      { ...source.fields[0], id: null },
    ]);
  });

  it("keeps the name within 255 characters", () => {
    const long = { ...source, name: "x".repeat(255) };
    expect(duplicateBody(long, opts).name).toHaveLength(255);
  });
});
