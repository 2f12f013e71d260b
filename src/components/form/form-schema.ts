import { t } from "@lingui/core/macro";
import { z } from "zod";
import { EntityUpdate, FieldInput, FieldType } from "../../../contract/entity";
import { PickedEntity } from "./picked-entity";

/**
 * The edit form's schema, from the contract's `EntityUpdate` so the limits and messages are the server's:
 * each field is `<form type>.pipe(<contract field>)`, the form keeping plain values until `toUpdateBody`.
 */
const S = EntityUpdate.shape;

// The contract fields also accept null and undefined; the form never produces them, hence the narrowing.
const text = (contract: z.ZodType) => z.string().pipe(contract as z.ZodType<unknown, string>);
const num = (contract: z.ZodType) =>
  z
    .number({ error: () => t`must be a number` })
    .refine(Number.isFinite, { error: () => t`must be a number` })
    .pipe(contract as z.ZodType<unknown, number>);
// A price: null while unset (an empty box); the PUT body sends the API's 0 for it (`toUpdateBody`).
const price = (contract: z.ZodType) => num(contract).nullable();

/** One custom field row. `fieldId` is the server's id (null for a new row); it is never edited. */
export const CustomFieldForm = z
  .object({
    fieldId: z.string().nullable(),
    name: z.string(),
    type: FieldType,
    textValue: z.string(),
    numberValue: z.number({ error: () => t`must be a number` }),
    booleanValue: z.boolean(),
  })
  .superRefine((f, ctx) => {
    // The contract's own field schema decides (name, length, ISO date of a time field).
    const result = FieldInput.safeParse({ ...f, id: f.fieldId });
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    if (f.type === "number" && !Number.isFinite(f.numberValue)) {
      ctx.addIssue({ code: "custom", path: ["numberValue"], message: t`must be a number` });
    }
  });
export type CustomFieldForm = z.infer<typeof CustomFieldForm>;

export const EntityFormSchema = z
  .object({
    // details
    name: text(S.name),
    description: text(S.description),
    entityTypeId: z.string().min(1, { error: () => t`choose a type` }),
    quantity: num(S.quantity),
    // null while the box is empty: no minimum.
    minQuantity: num(S.minQuantity).nullable(),
    unit: text(S.unit),
    assetId: text(S.assetId),
    archived: z.boolean(),
    tagIds: z.array(z.string()).pipe(S.tagIds as z.ZodType<unknown, string[]>),
    parent: PickedEntity.nullable(),
    storedElsewhere: z.boolean(),
    location: PickedEntity.nullable(),
    syncChildEntityLocations: z.boolean(),
    // identifications
    manufacturer: text(S.manufacturer),
    modelNumber: text(S.modelNumber),
    serialNumber: text(S.serialNumber),
    // purchase
    purchaseDate: text(S.purchaseDate),
    purchaseFrom: text(S.purchaseFrom),
    purchasePrice: price(S.purchasePrice),
    // warranty
    insured: z.boolean(),
    lifetimeWarranty: z.boolean(),
    warrantyExpires: text(S.warrantyExpires),
    warrantyDetails: text(S.warrantyDetails),
    // sold
    soldDate: text(S.soldDate),
    soldTo: text(S.soldTo),
    soldPrice: price(S.soldPrice),
    soldNotes: text(S.soldNotes),
    // extras
    notes: text(S.notes),
    fields: z.array(CustomFieldForm).max(100, { error: () => t`must hold at most 100 custom fields` }),
  })
  .superRefine((v, ctx) => {
    // An own location only makes sense under an item parent (docs/spec/contract.md, "Parent and location").
    if (v.storedElsewhere && v.parent && !v.parent.isLocation && !v.location) {
      ctx.addIssue({ code: "custom", path: ["location"], message: t`choose where it is stored, or untick the box` });
    }
  });

export type EntityFormValues = z.input<typeof EntityFormSchema>;
