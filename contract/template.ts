import { z } from "zod";
import { Id, MinQuantity, Money, Name, Quantity, RefId, Text, Timestamp, Unit } from "./common";
import { resource } from "./endpoint";
import { EntityOut, EntityUpdate, FieldInput, FieldOut, ListOf } from "./entity";

const Flag = z.boolean({ error: "must be true or false" }).nullish().transform(Boolean);

/**
 * Create and full update (PUT) of a template: omitted or null fields take a new template's value, as an
 * entity's PUT does, which is stricter than Homebox (docs/api.md, "Templates").
 */
export const TemplateInput = z.object({
  id: RefId.optional(),
  name: Name,
  description: Text(1000),
  notes: Text(1000),
  defaultName: Text(255),
  defaultDescription: Text(1000),
  defaultQuantity: Quantity.nullish().transform((q) => q ?? 1),
  defaultMinQuantity: MinQuantity.nullish().transform((m) => m ?? null),
  defaultUnit: Unit.nullish().transform((u) => u ?? ""),
  defaultEntityTypeId: RefId,
  defaultLocationId: RefId,
  defaultTagIds: ListOf(Id, 100, "tag ids"),
  defaultManufacturer: Text(255),
  defaultModelNumber: Text(255),
  defaultPurchaseFrom: Text(255),
  defaultPurchasePrice: Money.nullish().transform((p) => p ?? 0),
  defaultInsured: Flag,
  defaultLifetimeWarranty: Flag,
  defaultWarrantyDetails: Text(1000),
  defaultNotes: Text(1000),
  includeWarrantyFields: Flag,
  includePurchaseFields: Flag,
  includeSoldFields: Flag,
  fields: ListOf(FieldInput, 100, "custom fields"),
});
export type TemplateInput = z.output<typeof TemplateInput>;
export type TemplateInputValues = z.input<typeof TemplateInput>;

export const TemplateSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

const Ref = z.object({ id: Id, name: z.string() });

/** Homebox's TemplateOut plus the field groups Homebox lacks (entity type, purchase, notes). */
export const TemplateOut = TemplateSummary.extend({
  notes: z.string(),
  defaultName: z.string(),
  defaultDescription: z.string(),
  defaultQuantity: z.number(),
  defaultMinQuantity: z.number().nullable(),
  defaultUnit: z.string(),
  defaultEntityTypeId: Id.nullable(),
  /** The stored default location id, also when that entity no longer exists (then `defaultLocation` is null). */
  defaultLocationId: Id.nullable(),
  defaultLocation: Ref.nullable(),
  defaultTagIds: z.array(Id),
  defaultTags: z.array(Ref),
  defaultManufacturer: z.string(),
  defaultModelNumber: z.string(),
  defaultPurchaseFrom: z.string(),
  defaultPurchasePrice: z.number(),
  defaultInsured: z.boolean(),
  defaultLifetimeWarranty: z.boolean(),
  defaultWarrantyDetails: z.string(),
  defaultNotes: z.string(),
  includeWarrantyFields: z.boolean(),
  includePurchaseFields: z.boolean(),
  includeSoldFields: z.boolean(),
  fields: z.array(FieldOut),
});
export type TemplateOut = z.infer<typeof TemplateOut>;

/**
 * A name and any field of an entity's create body as an override: absent takes the template's value (the
 * default location for `parentId`), null a new entity's value.
 */
export const TemplateCreateItem = EntityUpdate.partial().required({ name: true });
export type TemplateCreateItemInput = z.input<typeof TemplateCreateItem>;
export type TemplateCreateItem = z.output<typeof TemplateCreateItem>;

const TEMPLATE = { description: "The template", schema: TemplateOut };

const templates = resource("templates");

export const templateEndpoints = {
  list: templates.get("/v1/templates", "Templates of the group, by name", {
    responses: { 200: { description: "Templates", schema: z.array(TemplateSummary) } },
  }),
  create: templates.post("/v1/templates", "Create a template", { body: TemplateInput, responses: { 201: TEMPLATE } }),
  get: templates.get("/v1/templates/{id}", "One template", { responses: { 200: TEMPLATE } }),
  replace: templates.put(
    "/v1/templates/{id}",
    "Replace a template (omitted = a new template's value; no defaultLocationId clears it)",
    { body: TemplateInput, responses: { 200: TEMPLATE } },
  ),
  remove: templates.delete("/v1/templates/{id}", "Delete a template", {
    responses: { 204: { description: "Deleted" } },
  }),
  createItem: templates.post(
    "/v1/templates/{id}/create-item",
    "Create an entity from the template (name required; any create field overrides a default)",
    { body: TemplateCreateItem, responses: { 201: { description: "Created", schema: EntityOut } } },
  ),
};
