import type { Kysely } from "kysely";
import type { FieldOut, TemplateOut } from "../../contract";
import { fieldOut } from "../entities/custom-field-rows";
import type { Database, TemplateRow } from "../db/schema";

type Q = Kysely<Database>;

/** The template as answered: its row, its default tags and custom fields, and its default location's name. */
export async function loadTemplateOut(db: Q, groupId: string, id: string): Promise<TemplateOut | undefined> {
  const row = await db
    .selectFrom("templates")
    .selectAll()
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [tags, fields, location] = await Promise.all([
    db
      .selectFrom("template_tags as tt")
      .innerJoin("tags as t", "t.id", "tt.tag_id")
      .select(["t.id", "t.name"])
      .where("tt.template_id", "=", id)
      .orderBy("t.name")
      .execute(),
    db.selectFrom("template_fields").selectAll().where("template_id", "=", id).orderBy("position").execute(),
    row.default_location_id
      ? db
          .selectFrom("entities")
          .select(["id", "name"])
          .where("id", "=", row.default_location_id)
          .where("group_id", "=", groupId)
          .executeTakeFirst()
      : undefined,
  ]);
  return templateOut(row, tags, fields.map(fieldOut), location ?? null);
}

function templateOut(
  row: TemplateRow,
  tags: { id: string; name: string }[],
  fields: FieldOut[],
  location: { id: string; name: string } | null,
): TemplateOut {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    defaultName: row.default_name,
    defaultDescription: row.default_description,
    defaultQuantity: row.default_quantity,
    defaultMinQuantity: row.default_min_quantity,
    defaultUnit: row.default_unit,
    defaultEntityTypeId: row.default_entity_type_id,
    defaultLocationId: row.default_location_id,
    defaultLocation: location,
    defaultTagIds: tags.map((t) => t.id),
    defaultTags: tags,
    defaultManufacturer: row.default_manufacturer,
    defaultModelNumber: row.default_model_number,
    defaultPurchaseFrom: row.default_purchase_from,
    defaultPurchasePrice: row.default_purchase_price,
    defaultInsured: row.default_insured === 1,
    defaultLifetimeWarranty: row.default_lifetime_warranty === 1,
    defaultWarrantyDetails: row.default_warranty_details,
    defaultNotes: row.default_notes,
    includeWarrantyFields: row.include_warranty_fields === 1,
    includePurchaseFields: row.include_purchase_fields === 1,
    includeSoldFields: row.include_sold_fields === 1,
    fields,
  };
}
