import type { EntityOut, EntityTypeOut, TagSummary } from "../api/contract";

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
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}
