import { z } from "zod";
import { REPEAT_EVERY_MAX, REPEAT_UNITS } from "../../contract/maintenance";

/** The full-backup zip, format version 1 (docs/data-transfer.md, "Backup format"). */
export const BACKUP_FORMAT = "inventory-backup";
export const BACKUP_VERSION = 1;

const text = z.string();
const id = z.uuid();
const flag = z.union([z.literal(0), z.literal(1)]);
const stamp = z.string().min(1);
/** The columns an entity's and a template's custom fields share. */
const customField = z.object({
  id,
  position: z.number().int(),
  name: text,
  type: z.enum(["text", "number", "boolean", "time"]),
  text_value: text,
  number_value: z.number(),
  boolean_value: flag,
});

/** Tables in the order a restore inserts them (each refers only to tables before it, or to itself). */
export const BACKUP_TABLES = {
  entity_types: z.object({ id, name: text, is_location: flag, icon: text, created_at: stamp, updated_at: stamp }),
  tags: z.object({
    id,
    parent_id: id.nullable(),
    name: text,
    description: text,
    color: text,
    icon: text,
    created_at: stamp,
    updated_at: stamp,
  }),
  entities: z.object({
    id,
    entity_type_id: id,
    parent_id: id.nullable(),
    location_id: id.nullable(),
    resolved_location_id: id.nullable(),
    asset_id: z.number().int().nullable(),
    name: text,
    description: text,
    quantity: z.number(),
    // Backups made before consumables (migration 0029) have neither: no minimum, pieces.
    min_quantity: z.number().nullable().default(null),
    unit: text.default(""),
    archived: flag,
    insured: flag,
    lifetime_warranty: flag,
    sync_child_entity_locations: flag,
    manufacturer: text,
    model_number: text,
    serial_number: text,
    purchase_date: text,
    purchase_from: text,
    purchase_price: z.number(),
    sold_date: text,
    sold_notes: text,
    sold_price: z.number(),
    sold_to: text,
    warranty_details: text,
    warranty_expires: text,
    notes: text,
    import_ref: text,
    version: z.number().int(),
    created_at: stamp,
    updated_at: stamp,
  }),
  entity_tags: z.object({ entity_id: id, tag_id: id }),
  entity_fields: customField.extend({ entity_id: id, created_at: stamp, updated_at: stamp }),
  attachments: z.object({
    id,
    entity_id: id,
    kind: z.enum(["file", "thumbnail"]),
    thumbnail_id: id.nullable(),
    type: text,
    title: text,
    mime_type: text,
    size: z.number().int().min(0),
    storage_key: z.string().regex(/^[0-9a-f-]{36}$/),
    primary: flag,
    created_at: stamp,
    updated_at: stamp,
  }),
  maintenance_entries: z.object({
    id,
    entity_id: id,
    name: text,
    description: text,
    cost: z.number(),
    scheduled_date: text,
    completed_date: text,
    // Absent from backups made before recurring maintenance: such an entry does not repeat.
    repeat_every: z.number().int().min(0).max(REPEAT_EVERY_MAX).default(0),
    repeat_unit: z.enum(["", ...REPEAT_UNITS]).default(""),
    created_at: stamp,
    updated_at: stamp,
  }),
  templates: z.object({
    id,
    name: text,
    description: text,
    notes: text,
    default_name: text,
    default_description: text,
    default_quantity: z.number(),
    default_min_quantity: z.number().nullable().default(null),
    default_unit: text.default(""),
    default_entity_type_id: id.nullable(),
    default_location_id: id.nullable(),
    default_manufacturer: text,
    default_model_number: text,
    default_purchase_from: text,
    default_purchase_price: z.number(),
    default_insured: flag,
    default_lifetime_warranty: flag,
    default_warranty_details: text,
    default_notes: text,
    include_warranty_fields: flag,
    include_purchase_fields: flag,
    include_sold_fields: flag,
    created_at: stamp,
    updated_at: stamp,
  }),
  template_tags: z.object({ template_id: id, tag_id: id }),
  template_fields: customField.extend({ template_id: id }),
} as const;

/** Tables added to format version 1 later: a backup without them restores as if they were empty. */
export const LATER_TABLES: ReadonlySet<string> = new Set([
  "maintenance_entries",
  "templates",
  "template_tags",
  "template_fields",
]);

export type BackupTable = keyof typeof BACKUP_TABLES;
export type BackupRows = { [T in BackupTable]: Array<z.infer<(typeof BACKUP_TABLES)[T]>> };
export const TABLE_NAMES = Object.keys(BACKUP_TABLES) as BackupTable[];

export const BackupGroup = z.object({ name: text, currency: z.string().min(1).max(16) });

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: stamp,
  counts: z.record(z.string(), z.number().int().min(0)),
});

/** Where an attachment's bytes sit in the zip. */
export const fileEntry = (storageKey: string) => `files/${storageKey}`;
