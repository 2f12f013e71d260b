import { z } from "zod";
import {
  AssetIdInput,
  BoolParam,
  DateInput,
  DateOutput,
  Id,
  isoDatePart,
  MinQuantity,
  Money,
  Name,
  PageParams,
  PatchRefId,
  Quantity,
  RefId,
  Text,
  Timestamp,
  Unit,
} from "./common";
import { AttachmentOut } from "./attachment";
import { Checkout } from "./checkout";
import { EntityTypeOut } from "./entity-type";
import { TagSummary } from "./tag";

export const FIELD_TYPES = ["text", "number", "boolean", "time"] as const;
export const FieldType = z.enum(FIELD_TYPES, { error: "must be one of text, number, boolean, time" });

/** A custom field as written. A `time` field keeps an ISO date or date-time in `textValue`. */
export const FieldInput = z
  .object({
    id: RefId,
    name: Name,
    type: FieldType.nullish().transform((t) => t ?? "text"),
    textValue: Text(500),
    numberValue: z
      .number({ error: "must be a finite number" })
      .nullish()
      .transform((n) => n ?? 0),
    booleanValue: z
      .boolean({ error: "must be true or false" })
      .nullish()
      .transform((b) => b ?? false),
  })
  .superRefine((f, ctx) => {
    if (f.type === "time" && f.textValue !== "" && isoDatePart(f.textValue) === undefined) {
      ctx.addIssue({ code: "custom", path: ["textValue"], message: "must be an ISO date or date-time" });
    }
  });
export type FieldInput = z.output<typeof FieldInput>;

export const FieldOut = z.object({
  id: Id,
  name: z.string(),
  type: FieldType,
  textValue: z.string(),
  numberValue: z.number(),
  booleanValue: z.boolean(),
});
export type FieldOut = z.infer<typeof FieldOut>;

/** An optional list with a length cap; null or absent becomes []. */
export const ListOf = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item, { error: `must be a list of ${what}` })
    .max(max, { error: `must hold at most ${max} ${what}` })
    .nullish()
    .transform((v) => v ?? []);

/**
 * The body of create and of the full update (PUT): omitted or null fields take a new entity's value, unknown
 * ones are ignored; an omitted `entityTypeId` keeps the type on PUT and is the item type on create.
 */
export const EntityUpdate = z.object({
  id: RefId.optional(),
  name: Name,
  description: Text(1000),
  quantity: Quantity.nullish().transform((q) => q ?? 1),
  minQuantity: MinQuantity.nullish().transform((m) => m ?? null),
  unit: Unit.nullish().transform((u) => u ?? ""),
  archived: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  assetId: AssetIdInput,
  entityTypeId: z
    .uuid({ error: "must be a UUID" })
    .nullish()
    .transform((v) => v ?? undefined),
  parentId: RefId,
  locationId: RefId,
  tagIds: ListOf(Id, 100, "tag ids"),
  fields: ListOf(FieldInput, 100, "custom fields"),
  syncChildEntityLocations: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  // identifications
  manufacturer: Text(255),
  modelNumber: Text(255),
  serialNumber: Text(255),
  // purchase
  purchaseDate: DateInput,
  purchaseFrom: Text(255),
  purchasePrice: Money.nullish().transform((p) => p ?? 0),
  // sold
  soldDate: DateInput,
  soldNotes: Text(1000),
  soldPrice: Money.nullish().transform((p) => p ?? 0),
  soldTo: Text(255),
  // warranty
  insured: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  lifetimeWarranty: z.boolean({ error: "must be true or false" }).nullish().transform(Boolean),
  warrantyDetails: Text(1000),
  warrantyExpires: DateInput,
  // extras
  notes: Text(1000),
});
export type EntityUpdate = z.output<typeof EntityUpdate>;
export type EntityUpdateInput = z.input<typeof EntityUpdate>;

/** Create takes every field of the full update (docs/spec/contract.md, "Other operations"). */
export const EntityCreate = EntityUpdate;
export type EntityCreateInput = z.input<typeof EntityCreate>;

/**
 * Partial update: absent = unchanged, null = reset to what a new entity gets. Strict: an unknown field
 * is a 422 so that nobody believes a rename went through.
 */
export const EntityPatch = z.strictObject(
  {
    id: Id.optional(),
    entityTypeId: Id.nullable().optional(),
    locationId: PatchRefId,
    parentId: PatchRefId,
    quantity: Quantity.nullable().optional(),
    minQuantity: MinQuantity.nullable().optional(),
    unit: Unit.nullable().optional(),
    tagIds: z
      .array(Id, { error: "must be a list of tag ids" })
      .max(100, { error: "must hold at most 100 tag ids" })
      .nullable()
      .optional(),
  },
  { error: (iss) => (iss.code === "unrecognized_keys" ? "is not a field that PATCH can change" : undefined) },
);
export type EntityPatch = z.output<typeof EntityPatch>;

/** A short form of an entity, used for list rows, parent, location and children. */
export const EntitySummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  assetId: z.string(),
  quantity: z.number(),
  /** Ours: the minimum quantity, null for none; the item is low on stock at or below it. */
  minQuantity: z.number().nullable(),
  /** Ours: the unit of `quantity`, "" for pieces. */
  unit: z.string(),
  archived: z.boolean(),
  insured: z.boolean(),
  isLocation: z.boolean(),
  entityTypeId: Id,
  parentId: Id.nullable(),
  locationId: Id.nullable(),
  tagIds: z.array(Id),
  purchasePrice: z.number(),
  soldDate: DateOutput,
  imageId: Id.nullable(),
  thumbnailId: Id.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type EntitySummary = z.infer<typeof EntitySummary>;

/** The parent of a list row, as Homebox's list shows it: the parent's own fields, without its relations. */
export const ListParent = EntitySummary.omit({ tagIds: true, imageId: true, thumbnailId: true });
export type ListParent = z.infer<typeof ListParent>;

/** A list row adds what a table shows: the type, the tags, the parent and the resolved location. */
export const EntityListItem = EntitySummary.extend({
  entityType: EntityTypeOut,
  tags: z.array(TagSummary),
  parent: ListParent.optional(),
  location: EntitySummary.pick({ id: true, name: true, assetId: true }).optional(),
  itemCount: z.number().optional(),
  totalPrice: z.number().optional(),
  /** With `withPaths`: the names from the top location down to the row's location (not the row itself). */
  locationPath: z.array(z.string()).optional(),
  /** Ours: the open check-out, null when the entity is in (docs/api.md, "Lending"). */
  checkout: Checkout.nullable().optional(),
});
export type EntityListItem = z.infer<typeof EntityListItem>;

/** The full entity: every field of the update body under its own name, plus the resolved views. */
export const EntityOut = EntitySummary.omit({ isLocation: true, imageId: true, thumbnailId: true }).extend({
  entityType: EntityTypeOut,
  parent: EntitySummary.optional(),
  location: EntitySummary.optional(),
  tags: z.array(TagSummary),
  fields: z.array(FieldOut),
  syncChildEntityLocations: z.boolean(),
  manufacturer: z.string(),
  modelNumber: z.string(),
  serialNumber: z.string(),
  purchaseDate: DateOutput,
  purchaseFrom: z.string(),
  soldNotes: z.string(),
  soldPrice: z.number(),
  soldTo: z.string(),
  lifetimeWarranty: z.boolean(),
  warrantyDetails: z.string(),
  warrantyExpires: DateOutput,
  notes: z.string(),
  attachments: z.array(AttachmentOut),
  /** The child locations only, as Homebox answers them. */
  children: z.array(EntitySummary),
  /** Ours: every direct child, items and locations. */
  allChildren: z.array(EntitySummary),
  itemCount: z.number().optional(),
  totalPrice: z.number().optional(),
  /** Ours: the open check-out, null when the entity is in (docs/api.md, "Lending"). */
  checkout: Checkout.nullable(),
});
export type EntityOut = z.infer<typeof EntityOut>;

export const ENTITY_ORDER_BY = ["name", "createdAt", "updatedAt", "assetId", "quantity", "purchasePrice"] as const;

const IdList = z.array(Id).max(1000, { error: "must hold at most 1000 ids" }).default([]);

/** Query of `GET /v1/entities`. Repeated keys (`tags=a&tags=b`) arrive as arrays. */
export const EntityListQuery = z.object({
  q: z.string().max(255, { error: "must be at most 255 characters" }).optional(),
  /**
   * Homebox's: absent or `false` lists items only, `true` locations only; ours: `any` lists both. Homebox's
   * clients (dashboard, search, a location's items) rely on rooms never showing among items by default.
   */
  isLocation: z
    .enum(["true", "false", "1", "0", "any"], { error: "must be true, false or any" })
    .default("false")
    .transform((v) => (v === "any" ? ("any" as const) : v === "true" || v === "1")),
  entityTypeIds: IdList,
  tags: IdList,
  parentIds: IdList,
  locationIds: IdList,
  includeArchived: BoolParam.default(false),
  /** Ours: only items whose quantity is at or below their minimum. */
  lowStock: BoolParam.default(false),
  /**
   * Ours: `words` takes `q` word by word, each found in the text, in the names on the location path or as an
   * asset id (`6`, `000-006`); `substring` (the default, Homebox's) finds `q` as one piece or `#000-006`.
   */
  match: z.enum(["substring", "words"], { error: "must be substring or words" }).default("substring"),
  /** Ours: each row carries `locationPath`. */
  withPaths: BoolParam.default(false),
  /** Ours: `true` only entities lent out, `false` only those in (docs/api.md, "Lending"). */
  checkedOut: BoolParam.optional(),
  /** Ours: `true` only entities out past their due date, `false` all others. */
  overdue: BoolParam.optional(),
  /** Only entities without a parent (Homebox's `filterChildren`). */
  filterChildren: BoolParam.default(false),
  orderBy: z.enum(ENTITY_ORDER_BY, { error: `must be one of ${ENTITY_ORDER_BY.join(", ")}` }).default("name"),
  /** Absent: newest first for `createdAt` and `updatedAt` (as Homebox sorts them), else ascending. */
  order: z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional(),
  ...PageParams,
});
export type EntityListQuery = z.output<typeof EntityListQuery>;

export const EntityListResult = z.object({
  items: z.array(EntityListItem),
  page: z.number(),
  pageSize: z.number(),
  /** Matches counted up to 1,000 past the start of the page; when there are more, see totalCapped. */
  total: z.number(),
  /** True when more than `total` entities match: `total` is then a lower bound (docs/api.md, "List"). */
  totalCapped: z.boolean().optional(),
});
export type EntityListResult = z.infer<typeof EntityListResult>;

export const EntityPathElement = z.object({ id: Id, name: z.string(), type: z.enum(["location", "item"]) });
export const EntityPath = z.array(EntityPathElement);

export type TreeNode = z.infer<typeof EntityPathElement> & { children: TreeNode[] };
export const TreeNode: z.ZodType<TreeNode> = z.lazy(() => EntityPathElement.extend({ children: z.array(TreeNode) }));
export const TreeQuery = z.object({ withItems: BoolParam.default(false) });
