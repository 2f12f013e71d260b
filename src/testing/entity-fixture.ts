import { EntityOut } from "../../contract/entity";
import { type EntityTypeOut } from "../../contract/entity-type";
import { type TagSummary } from "../../contract/tag";

/** The one module of test data: entities, types and tags as the service returns them. */

const NOW = "2026-01-01T00:00:00.000Z";
let counter = 0;

/** A well-formed id that changes per call (fixtures must pass the contract's uuid checks). */
export function fakeId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
}

export function makeType(overrides: Partial<EntityTypeOut> = {}): EntityTypeOut {
  return { id: fakeId(), name: "Item", isLocation: false, icon: "", createdAt: NOW, updatedAt: NOW, ...overrides };
}

export function makeTag(overrides: Partial<TagSummary> = {}): TagSummary {
  return {
    id: fakeId(),
    name: "Tag",
    description: "",
    color: "",
    icon: "",
    parentId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A complete entity output as the service returns it; override what the test is about. */
export function makeEntity(overrides: Partial<EntityOut> = {}): EntityOut {
  const type = overrides.entityType ?? makeType();
  return {
    id: fakeId(),
    name: "Teapot",
    description: "",
    quantity: 1,
    minQuantity: null,
    unit: "",
    archived: false,
    assetId: "000-001",
    entityTypeId: type.id,
    entityType: type,
    parentId: null,
    locationId: null,
    tagIds: [],
    tags: [],
    fields: [],
    syncChildEntityLocations: false,
    manufacturer: "",
    modelNumber: "",
    serialNumber: "",
    purchaseDate: "",
    purchaseFrom: "",
    purchasePrice: 0,
    soldDate: "",
    soldNotes: "",
    soldPrice: 0,
    soldTo: "",
    insured: false,
    lifetimeWarranty: false,
    warrantyDetails: "",
    warrantyExpires: "",
    notes: "",
    attachments: [],
    children: [],
    allChildren: [],
    checkout: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** Fixed ids and types for the edit form's tests (the drill below and its surroundings). */
export const ITEM_TYPE = {
  id: "00000000-0000-4000-8000-0000000000a1",
  name: "Item",
  isLocation: false,
  icon: "",
  createdAt: NOW,
  updatedAt: NOW,
};
export const LOCATION_TYPE = {
  id: "00000000-0000-4000-8000-0000000000a2",
  name: "Location",
  isLocation: true,
  icon: "",
  createdAt: NOW,
  updatedAt: NOW,
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
    minQuantity: null,
    unit: "",
    archived: false,
    insured: false,
    isLocation,
    entityTypeId: isLocation ? LOCATION_TYPE.id : ITEM_TYPE.id,
    parentId: extra.parentId ?? null,
    locationId: extra.locationId ?? null,
    tagIds: [],
    purchasePrice: 0,
    soldDate: "",
    imageId: null,
    thumbnailId: null,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

/** A drill inside the Toolbox (an item) but stored on the Shelf: the case that must never move. */
export function makeDrill(overrides: Record<string, unknown> = {}): EntityOut {
  return EntityOut.parse({
    ...makeEntity(),
    id: ids.entity,
    name: "Drill",
    description: "Cordless",
    quantity: 2,
    assetId: "000-042",
    entityTypeId: ITEM_TYPE.id,
    entityType: ITEM_TYPE,
    parentId: ids.toolbox,
    parent: summary(ids.toolbox, "Toolbox", false, { parentId: ids.garage }),
    locationId: ids.shelf,
    location: summary(ids.shelf, "Shelf", true, { parentId: ids.garage }),
    tagIds: [ids.tag],
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
    insured: true,
    warrantyExpires: "2026-02-03",
    ...overrides,
  });
}
