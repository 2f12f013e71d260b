import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { FieldInput, TemplateInput, TemplateOut } from "../../contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { reconcileFields } from "../domain/custom-fields";
import { combine, type Outcome } from "../domain/outcome";
import { invalid, notFound } from "../domain/errors";
import { fieldColumns } from "../entities/custom-field-rows";
import { checkEntityType, checkTags } from "../entities/references";
import { loadTemplateOut } from "./output";

type Q = Kysely<Database>;

const NOT_FOUND = "not found: no such record in your group";
const bool = (b: boolean) => (b ? 1 : 0);

export function listTemplates(db: Q, groupId: string) {
  return db
    .selectFrom("templates")
    .select(["id", "name", "description", "created_at", "updated_at"])
    .where("group_id", "=", groupId)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export async function findTemplate(db: Q, groupId: string, id: string): Promise<TemplateOut> {
  const found = await loadTemplateOut(db, groupId, id);
  if (!found) throw notFound("template");
  return found;
}

const rename = <T>(outcome: Outcome<T>, from: string, to: string): Outcome<T> =>
  "errors" in outcome
    ? { errors: Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k.replace(from, to), v])) }
    : outcome;

/** The references of a template body, each in the caller's group (another group's id → 422 as everywhere). */
async function checkReferences(trx: Q, groupId: string, body: TemplateInput) {
  const location = body.defaultLocationId
    ? await trx
        .selectFrom("entities")
        .select("id")
        .where("id", "=", body.defaultLocationId)
        .where("group_id", "=", groupId)
        .executeTakeFirst()
    : null;
  return combine({
    type: body.defaultEntityTypeId
      ? rename(await checkEntityType(trx, groupId, body.defaultEntityTypeId), "entityTypeId", "defaultEntityTypeId")
      : { ok: null },
    tagIds: rename(await checkTags(trx, groupId, body.defaultTagIds), "tagIds", "defaultTagIds"),
    location: location === undefined ? { errors: { defaultLocationId: NOT_FOUND } } : { ok: null },
  });
}

const columns = (b: TemplateInput) => ({
  name: b.name,
  description: b.description,
  notes: b.notes,
  default_name: b.defaultName,
  default_description: b.defaultDescription,
  default_quantity: b.defaultQuantity,
  default_min_quantity: b.defaultMinQuantity,
  default_unit: b.defaultUnit,
  default_entity_type_id: b.defaultEntityTypeId,
  default_location_id: b.defaultLocationId,
  default_manufacturer: b.defaultManufacturer,
  default_model_number: b.defaultModelNumber,
  default_purchase_from: b.defaultPurchaseFrom,
  default_purchase_price: b.defaultPurchasePrice,
  default_insured: bool(b.defaultInsured),
  default_lifetime_warranty: bool(b.defaultLifetimeWarranty),
  default_warranty_details: b.defaultWarrantyDetails,
  default_notes: b.defaultNotes,
  include_warranty_fields: bool(b.includeWarrantyFields),
  include_purchase_fields: bool(b.includePurchaseFields),
  include_sold_fields: bool(b.includeSoldFields),
});

/** Custom fields matched by id as an entity's are (server/domain/custom-fields.ts), or the 422 fields. */
async function writeFields(trx: Q, templateId: string, fields: FieldInput[]) {
  const existing = await trx.selectFrom("template_fields").select("id").where("template_id", "=", templateId).execute();
  const plan = reconcileFields(
    existing.map((f) => f.id),
    fields,
  );
  if ("errors" in plan) throw invalid(plan.errors);
  const { deleteIds, update, create } = plan.ok;
  if (deleteIds.length) await trx.deleteFrom("template_fields").where("id", "in", deleteIds).execute();
  for (const f of update) {
    await trx.updateTable("template_fields").set(fieldColumns(f)).where("id", "=", f.id).execute();
  }
  if (create.length) {
    await trx
      .insertInto("template_fields")
      .values(create.map((f) => ({ id: randomUUID(), template_id: templateId, ...fieldColumns(f) })))
      .execute();
  }
}

/** Create (no id) or full replace (an id of the group's template; else 404) in one transaction. */
export function saveTemplate(db: Db, groupId: string, body: TemplateInput, id?: string): Promise<TemplateOut> {
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    if (id) await findTemplate(trx, groupId, id);
    const checked = await checkReferences(trx, groupId, body);
    if ("errors" in checked) throw invalid(checked.errors);
    const templateId = id ?? randomUUID();
    if (id) {
      await trx
        .updateTable("templates")
        .set({ ...columns(body), updated_at: now })
        .where("id", "=", id)
        .execute();
    } else {
      await trx
        .insertInto("templates")
        .values({ id: templateId, group_id: groupId, ...columns(body), created_at: now, updated_at: now })
        .execute();
    }
    await trx.deleteFrom("template_tags").where("template_id", "=", templateId).execute();
    const tagIds = [...new Set(body.defaultTagIds)];
    if (tagIds.length) {
      await trx
        .insertInto("template_tags")
        .values(tagIds.map((tag_id) => ({ template_id: templateId, tag_id })))
        .execute();
    }
    await writeFields(trx, templateId, body.fields);
    return findTemplate(trx, groupId, templateId);
  });
}

export async function deleteTemplate(db: Db, groupId: string, id: string): Promise<void> {
  const result = await db.kysely
    .deleteFrom("templates")
    .where("id", "=", id)
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound("template");
}
