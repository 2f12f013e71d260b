import { z } from "zod";
import { DateInput, Id, Money, PatchRefId, Quantity, Text } from "./common";
import { DuplicateOptions } from "./duplicate";
import { resource } from "./endpoint";
import { EntityListQuery, FieldType } from "./entity";
import { MaintenanceInput } from "./maintenance";

export const BULK_ACTIONS = ["update", "archive", "unarchive", "delete", "duplicate", "maintenance"] as const;
/** The most ids one request may name; a `filter` has no such limit. */
export const BULK_MAX_IDS = 10_000;

const IdSet = (what: string) =>
  z
    .array(Id, { error: `must be a list of ${what}` })
    .max(100, { error: `must hold at most 100 ${what}` })
    .optional();

/** The JavaScript type a custom field's value must have, by the field's type. */
const VALUE_TYPES = { text: "string", time: "string", number: "number", boolean: "boolean" } as const;

/** A custom field set by name on every entity: added where missing, its value replaced where present. */
export const BulkField = z
  .object({
    name: z.string().trim().min(1, { error: "is required" }).max(255, { error: "must be at most 255 characters" }),
    type: FieldType,
    value: z.union([z.string().max(500, { error: "must be at most 500 characters" }), z.number(), z.boolean()]),
  })
  .superRefine((field, ctx) => {
    const wanted = VALUE_TYPES[field.type];
    if (typeof field.value !== wanted) {
      ctx.addIssue({ code: "custom", path: ["value"], message: `must be a ${wanted} for a ${field.type} field` });
    }
  });
export type BulkField = z.output<typeof BulkField>;

/** Only what the user chose to change: absent = unchanged, null = a new entity's value. */
export const BulkPatch = z.strictObject(
  {
    entityTypeId: Id.optional(),
    parentId: PatchRefId,
    locationId: PatchRefId,
    quantity: Quantity.optional(),
    addTagIds: IdSet("tag ids"),
    removeTagIds: IdSet("tag ids"),
    fields: z.array(BulkField, { error: "must be a list of fields" }).max(100).optional(),
    description: Text(1000).optional(),
    notes: Text(1000).optional(),
    manufacturer: Text(255).optional(),
    modelNumber: Text(255).optional(),
    serialNumber: Text(255).optional(),
    purchaseDate: DateInput.optional(),
    purchaseFrom: Text(255).optional(),
    purchasePrice: Money.optional(),
    soldDate: DateInput.optional(),
    soldNotes: Text(1000).optional(),
    soldPrice: Money.optional(),
    soldTo: Text(255).optional(),
    insured: z.boolean({ error: "must be true or false" }).optional(),
    lifetimeWarranty: z.boolean({ error: "must be true or false" }).optional(),
    warrantyDetails: Text(1000).optional(),
    warrantyExpires: DateInput.optional(),
  },
  { error: (iss) => (iss.code === "unrecognized_keys" ? "is not a field a bulk update can change" : undefined) },
);
export type BulkPatch = z.output<typeof BulkPatch>;

/** The entities a request names: `ids`, or everything the list `filter` matches now (its paging ignored). */
const selectionShape = {
  ids: z
    .array(Id, { error: "must be a list of entity ids" })
    .min(1, { error: "must name at least one entity" })
    .max(BULK_MAX_IDS, { error: `must hold at most ${BULK_MAX_IDS} ids; send a filter instead` })
    .optional(),
  filter: EntityListQuery.partial().optional(),
};

function checkSelection(body: { ids?: string[]; filter?: unknown }, ctx: z.RefinementCtx) {
  if (body.ids && new Set(body.ids).size !== body.ids.length) {
    ctx.addIssue({ code: "custom", path: ["ids"], message: "must not name an entity twice" });
  }
  if (!body.ids === !body.filter) {
    ctx.addIssue({ code: "custom", path: ["ids"], message: "send either ids or filter" });
  }
}

/** A selection of entities (the CSV export of a selection). */
export const Selection = z.object(selectionShape).superRefine(checkSelection);
export type Selection = z.output<typeof Selection>;

/**
 * `POST /v1/entities/bulk`: one action over `ids` or over everything the list `filter` matches (its paging
 * ignored), all or nothing, one batch in the history.
 */
export const BulkRequest = z
  .object({
    ...selectionShape,
    action: z.enum(BULK_ACTIONS, { error: `must be one of ${BULK_ACTIONS.join(", ")}` }),
    patch: BulkPatch.optional(),
    duplicate: DuplicateOptions.optional(),
    maintenance: MaintenanceInput.optional(),
    /** Each entity's ETag as the client saw it; a stale one refuses the whole batch. */
    ifMatch: z.record(Id, z.string()).optional(),
  })
  .superRefine((body, ctx) => {
    checkSelection(body, ctx);
    if (body.action === "update" && !body.patch) {
      ctx.addIssue({ code: "custom", path: ["patch"], message: "is required for update" });
    }
    if (body.action === "maintenance" && !body.maintenance) {
      ctx.addIssue({ code: "custom", path: ["maintenance"], message: "is required for maintenance" });
    }
  });
export type BulkRequest = z.output<typeof BulkRequest>;
export type BulkRequestInput = z.input<typeof BulkRequest>;

export const BulkResult = z.object({ batchId: z.string(), count: z.number() });
export type BulkResult = z.infer<typeof BulkResult>;

const bulk = resource("entities");

export const bulkEndpoints = {
  run: bulk.post("/v1/entities/bulk", "One action over many entities, all or nothing, one batch", {
    body: BulkRequest,
    responses: {
      200: { description: "Done", schema: BulkResult },
      409: { description: "Stale If-Match or a conflicting change; `failures` lists each id" },
      404: { description: "Ids of no entity of this group; `failures` lists them" },
    },
  }),
};
