import { EntityOut } from "../../../api/contract";

/** Test data only: entities as the service returns them, parsed by the contract so drift fails loudly. */
const T = "2024-05-01T10:00:00.000Z";
export const ITEM_TYPE = {
  id: "00000000-0000-4000-8000-0000000000a1",
  name: "Item",
  isLocation: false,
  icon: "",
  createdAt: T,
  updatedAt: T,
};
export const LOCATION_TYPE = {
  id: "00000000-0000-4000-8000-0000000000a2",
  name: "Location",
  isLocation: true,
  icon: "",
  createdAt: T,
  updatedAt: T,
};

export const ids = {
  entity: "00000000-0000-4000-8000-000000000001",
  toolbox: "00000000-0000-4000-8000-000000000002",
  garage: "00000000-0000-4000-8000-000000000003",
  shelf: "00000000-0000-4000-8000-000000000004",
  field1: "00000000-0000-4000-8000-000000000011",
  field2: "00000000-0000-4000-8000-000000000012",
  tag: "00000000-0000-4000-8000-000000000021",
};

export function summary(
  id: string,
  name: string,
  isLocation: boolean,
  extra: { locationId?: string | null; parentId?: string | null } = {},
) {
  return {
    id,
    name,
    description: "",
    assetId: "",
    quantity: 1,
    archived: false,
    isLocation,
    entityTypeId: isLocation ? LOCATION_TYPE.id : ITEM_TYPE.id,
    parentId: extra.parentId ?? null,
    locationId: extra.locationId ?? null,
    tagIds: [],
    purchasePrice: 0,
    soldDate: "",
    imageId: null,
    thumbnailId: null,
    createdAt: T,
    updatedAt: T,
  };
}

/** A drill inside the Toolbox (an item) but stored on the Shelf: the case that must never move. */
export function makeEntity(overrides: Record<string, unknown> = {}): EntityOut {
  return EntityOut.parse({
    id: ids.entity,
    name: "Drill",
    description: "Cordless",
    quantity: 2,
    archived: false,
    assetId: "000-042",
    entityTypeId: ITEM_TYPE.id,
    entityType: ITEM_TYPE,
    parentId: ids.toolbox,
    parent: summary(ids.toolbox, "Toolbox", false, { parentId: ids.garage }),
    locationId: ids.shelf,
    location: summary(ids.shelf, "Shelf", true, { parentId: ids.garage }),
    tagIds: [ids.tag],
    tags: [],
    syncChildEntityLocations: false,
    fields: [
      { id: ids.field1, name: "Colour", type: "text", textValue: "green", numberValue: 0, booleanValue: false },
      {
        id: ids.field2,
        name: "Bought",
        type: "time",
        textValue: "2023-02-03T10:20:00Z",
        numberValue: 0,
        booleanValue: false,
      },
    ],
    manufacturer: "Makita",
    modelNumber: "DF333",
    serialNumber: "SN1",
    purchaseDate: "2023-02-03",
    purchaseFrom: "Shop",
    purchasePrice: 99.5,
    soldDate: "",
    soldNotes: "",
    soldPrice: 0,
    soldTo: "",
    insured: true,
    lifetimeWarranty: false,
    warrantyDetails: "",
    warrantyExpires: "2026-02-03",
    notes: "",
    attachments: [],
    children: [],
    createdAt: T,
    updatedAt: T,
    ...overrides,
  });
}
