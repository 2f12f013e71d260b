import type { z } from "zod";
import {
  DateOutput,
  EntityTypeInput,
  EntityUpdate,
  FieldInput,
  MaintenanceInput,
  TagInput,
  TemplateInput,
} from "../../contract";
import { issuesToFields } from "../domain/field-issues";
import { findUnstorable } from "../http/validate";
import type { BackupRows, BackupTable } from "./backup-format";
import { placementProblems, tagParentProblems } from "./backup-trees";

/** How many problems a refused restore lists; the rest are counted only. */
export const MAX_LISTED_PROBLEMS = 20;
/** The largest value an `integer` column of PostgreSQL holds. */
const MAX_INT = 2 ** 31 - 1;
/** The custom fields and tags one entity or template may carry, as the API allows. */
const MAX_PER_OWNER = 100;

/** Problems of a backup's rows, keyed `table[index].field` (docs/data-transfer.md, "Restore"). */
export class BackupProblems {
  readonly listed: Record<string, string> = {};
  count = 0;

  add(where: string, message: string) {
    this.count++;
    if (this.count <= MAX_LISTED_PROBLEMS && !(where in this.listed)) this.listed[where] = message;
  }

  /** Runs the API's schema on a row as the API would receive it; a value the API would change is a problem too. */
  schema(where: string, schema: z.ZodType, input: Record<string, unknown>, unchanged: readonly string[] = []) {
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const [path, message] of Object.entries(issuesToFields(result.error.issues))) {
        this.add(`${where}.${path}`, message);
      }
      return;
    }
    const out = result.data as Record<string, unknown>;
    for (const key of unchanged) {
      if (out[key] !== input[key])
        this.add(`${where}.${key}`, "is not in the form the API stores (surrounding spaces, a date with a time)");
    }
  }

  /** Text the databases cannot store (U+0000, a lone surrogate), in any column of the row. */
  storable(where: string, row: object) {
    const found = new Map<string, string>();
    findUnstorable(row, [], found);
    for (const [path, message] of found) this.add(`${where}.${path}`, message);
  }

  integer(where: string, value: number | null, min: number) {
    if (value !== null && (value < min || value > MAX_INT)) {
      this.add(where, `must be a whole number from ${min} to ${MAX_INT}`);
    }
  }
}

const bool = (flag: 0 | 1) => flag === 1;

/** The fields of an entity row under the names of the entity's PUT body. */
const entityInput = (e: BackupRows["entities"][number]) => ({
  name: e.name,
  description: e.description,
  quantity: e.quantity,
  minQuantity: e.min_quantity,
  unit: e.unit,
  assetId: e.asset_id,
  manufacturer: e.manufacturer,
  modelNumber: e.model_number,
  serialNumber: e.serial_number,
  purchaseDate: e.purchase_date,
  purchaseFrom: e.purchase_from,
  purchasePrice: e.purchase_price,
  soldDate: e.sold_date,
  soldNotes: e.sold_notes,
  soldPrice: e.sold_price,
  soldTo: e.sold_to,
  warrantyDetails: e.warranty_details,
  warrantyExpires: e.warranty_expires,
  notes: e.notes,
});
const ENTITY_DATES = ["purchaseDate", "soldDate", "warrantyExpires"] as const;

const fieldInput = (f: BackupRows["template_fields"][number] | BackupRows["entity_fields"][number]) => ({
  name: f.name,
  type: f.type,
  textValue: f.text_value,
  numberValue: f.number_value,
  booleanValue: bool(f.boolean_value),
});

/** Counts rows per owner and reports pairs listed twice and owners past the API's limit. */
function checkLinks(p: BackupProblems, table: BackupTable, pairs: ReadonlyArray<[string, string]>) {
  const seen = new Set<string>();
  const perOwner = new Map<string, number>();
  pairs.forEach(([owner, other], i) => {
    const key = `${owner} ${other}`;
    if (seen.has(key)) p.add(`${table}[${i}]`, "lists the same pair twice");
    seen.add(key);
    const n = (perOwner.get(owner) ?? 0) + 1;
    perOwner.set(owner, n);
    if (n === MAX_PER_OWNER + 1) p.add(`${table}[${i}]`, `${owner} has more than ${MAX_PER_OWNER} of these`);
  });
}

/** Every row of a backup against the rules the API applies to the same values. */
export function checkRowRules(rows: BackupRows): BackupProblems {
  const p = new BackupProblems();
  for (const [table, list] of Object.entries(rows)) list.forEach((row, i) => p.storable(`${table}[${i}]`, row));
  rows.entity_types.forEach((t, i) =>
    p.schema(`entity_types[${i}]`, EntityTypeInput, { name: t.name, isLocation: bool(t.is_location), icon: t.icon }, [
      "name",
    ]),
  );
  rows.tags.forEach((t, i) => {
    const input = { name: t.name, description: t.description, color: t.color, icon: t.icon };
    p.schema(`tags[${i}]`, TagInput, input, ["name"]);
  });
  rows.entities.forEach((e, i) => {
    const where = `entities[${i}]`;
    p.schema(where, EntityUpdate, entityInput(e), ["name"]);
    for (const key of ENTITY_DATES) {
      if (!DateOutput.safeParse(entityInput(e)[key]).success) p.add(`${where}.${key}`, "must be a date (YYYY-MM-DD)");
    }
    p.integer(`${where}.version`, e.version, 1);
    if (e.import_ref.length > 100) p.add(`${where}.import_ref`, "must be at most 100 characters");
  });
  rows.entity_fields.forEach((f, i) => {
    p.schema(`entity_fields[${i}]`, FieldInput, fieldInput(f), ["name"]);
    p.integer(`entity_fields[${i}].position`, f.position, 0);
  });
  checkLinks(
    p,
    "entity_fields",
    rows.entity_fields.map((f) => [f.entity_id, f.id]),
  );
  checkLinks(
    p,
    "entity_tags",
    rows.entity_tags.map((et) => [et.entity_id, et.tag_id]),
  );
  rows.attachments.forEach((a, i) => {
    p.integer(`attachments[${i}].size`, a.size, 0);
  });
  rows.maintenance_entries.forEach((m, i) => {
    const input = {
      name: m.name,
      description: m.description,
      cost: m.cost,
      scheduledDate: m.scheduled_date,
      completedDate: m.completed_date,
    };
    p.schema(`maintenance_entries[${i}]`, MaintenanceInput, input, ["name", "scheduledDate", "completedDate"]);
  });
  rows.templates.forEach((t, i) => p.schema(`templates[${i}]`, TemplateInput, templateInput(t), ["name"]));
  rows.template_fields.forEach((f, i) => {
    p.schema(`template_fields[${i}]`, FieldInput, fieldInput(f), ["name"]);
    p.integer(`template_fields[${i}].position`, f.position, 0);
  });
  checkLinks(
    p,
    "template_fields",
    rows.template_fields.map((f) => [f.template_id, f.id]),
  );
  checkLinks(
    p,
    "template_tags",
    rows.template_tags.map((tt) => [tt.template_id, tt.tag_id]),
  );
  tagParentProblems(p, rows.tags);
  placementProblems(p, rows.entities, rows.entity_types);
  return p;
}

const templateInput = (t: BackupRows["templates"][number]) => ({
  name: t.name,
  description: t.description,
  notes: t.notes,
  defaultName: t.default_name,
  defaultDescription: t.default_description,
  defaultQuantity: t.default_quantity,
  defaultMinQuantity: t.default_min_quantity,
  defaultUnit: t.default_unit,
  defaultManufacturer: t.default_manufacturer,
  defaultModelNumber: t.default_model_number,
  defaultPurchaseFrom: t.default_purchase_from,
  defaultPurchasePrice: t.default_purchase_price,
  defaultWarrantyDetails: t.default_warranty_details,
  defaultNotes: t.default_notes,
});
