import type { Generated } from "kysely";
import type { RepeatUnit } from "../../contract/maintenance";

/** The database as Kysely sees it: booleans as 0/1 and timestamps as ISO-8601 text on both databases. */
export interface Database {
  groups: {
    id: string;
    name: string;
    currency: string;
    created_at: string;
    updated_at: string;
    /** Migration 0025: history older than this many days is pruned; null keeps everything. */
    history_keep_days: Generated<number | null>;
  };
  /** Migration 0025: one row per change per entity (docs/decisions/023-history.md). */
  entity_changes: {
    seq: Generated<number>;
    id: string;
    group_id: string;
    entity_id: string;
    at: string;
    actor_id: string;
    actor_kind: "user" | "apiKey";
    actor_name: string;
    action: string;
    batch_id: string | null;
    /** JSON `[{ field, from, to }]`. */
    changes: string;
  };
  /** Migration 0032 (docs/decisions/033-identity-model.md). */
  user_identities: { issuer: string; subject: string; user_id: string; email: string; created_at: string };
  oidc_tickets: { ticket_hash: string; kind: "state" | "link" | "handoff"; data: string; expires_at: string };
  /** Migration 0028 (docs/decisions/029-stocktakes.md). */
  stocktakes: {
    id: string;
    group_id: string;
    location_id: string;
    location_name: string;
    recursive: number;
    /** JSON list of the location ids covered, fixed at the start. */
    scope: string;
    status: "open" | "finished" | "cancelled";
    created_by_id: string;
    created_by_name: string;
    created_at: string;
    closed_at: string | null;
    batch_id: string | null;
  };
  /** What each stock-take expected when it began: the entities recorded in its scope then. */
  /** Migration 0029: an item at or below its minimum; `id` names the one notification of that crossing. */
  low_stock_alerts: { entity_id: string; id: string; group_id: string; since: string };
  stocktake_expected: {
    stocktake_id: string;
    entity_id: string;
    name: string;
    asset_id: number | null;
    quantity: number;
    location_id: string | null;
  };
  /** Every scan, keyed by the client's scan id; `outcome` is what the first arrival classified it as. */
  stocktake_scans: {
    seq: Generated<number>;
    stocktake_id: string;
    scan_id: string;
    code: string | null;
    entity_id: string | null;
    outcome: "found" | "unexpected" | "unknown";
    count: number | null;
    scanned_at: string;
    by_id: string;
    by_name: string;
  };
  /** Migration 0035: unexpected entities marked "it belongs there", which the finish does not move. */
  stocktake_kept: { stocktake_id: string; entity_id: string };
  users: {
    id: string;
    /** The default group: used when a request names none (X-Tenant); null once the user has no group left. */
    group_id: string | null;
    name: string;
    email: string;
    password_hash: string;
    is_superuser: number;
    created_at: string;
    updated_at: string;
    /** The user's own settings object as JSON text (GET/PUT /v1/users/self/settings). */
    settings: Generated<string>;
  };
  memberships: { group_id: string; user_id: string; role: "owner" | "editor" | "viewer"; created_at: string };
  invitations: {
    id: string;
    group_id: string;
    token_hash: string;
    role: "owner" | "editor" | "viewer";
    uses_left: number;
    expires_at: string;
    created_at: string;
  };
  api_keys: {
    id: string;
    user_id: string;
    name: string;
    key_hash: string;
    expires_at: string | null;
    last_used_at: string | null;
    created_at: string;
    /** Migration 0018: "read-only" or "read-write". */
    scope: "read-only" | "read-write";
  };
  /** PostgreSQL only (migration 0007): recent change events for Last-Event-ID replay. */
  events: { id: Generated<number>; group_id: string; payload: string; created_at: string };
  auth_tokens: {
    token_hash: string;
    user_id: string;
    kind: "session" | "attachment";
    expires_at: string;
    created_at: string;
  };
  entity_types: {
    id: string;
    group_id: string;
    name: string;
    is_location: number;
    icon: string;
    created_at: string;
    updated_at: string;
  };
  tags: {
    id: string;
    group_id: string;
    parent_id: string | null;
    name: string;
    description: string;
    color: string;
    icon: string;
    created_at: string;
    updated_at: string;
  };
  /** Homebox's `HB.import_ref`, the key a CSV row updates the entity by; "" when none (migration 0008). */
  entities: EntityRow & { import_ref: Generated<string> };
  /** `purchase_price`: the entity's, copied by triggers for the value per tag (migration 0015). */
  entity_tags: { entity_id: string; tag_id: string; purchase_price: Generated<number> };
  /** Running sums per group, type, archived flag and day, kept by triggers (migration 0016). */
  entity_day_sums: {
    group_id: string;
    entity_type_id: string;
    archived: number;
    day: string;
    entities: number;
    price: number;
    value: number;
  };
  /** Σ price × quantity per group, nearest location ('' for none) and type, unsold non-archived (migration 0020). */
  location_value_sums: {
    group_id: string;
    location_id: string;
    entity_type_id: string;
    entities: number;
    value: number;
  };
  /** Entity counts per group, type, archived flag and warranty end, kept by triggers (migration 0016). */
  entity_warranty_counts: {
    group_id: string;
    entity_type_id: string;
    archived: number;
    warranty: string;
    entities: number;
  };
  entity_fields: CustomFieldRow & { entity_id: string; created_at: string; updated_at: string };
  attachments: {
    id: string;
    group_id: string;
    entity_id: string;
    /** "file" for an upload, "thumbnail" for the image the service derived from one. */
    kind: "file" | "thumbnail";
    thumbnail_id: string | null;
    type: string;
    title: string;
    mime_type: string;
    size: number;
    storage_key: string;
    primary: number;
    created_at: string;
    updated_at: string;
  };
  /** Migration 0027: attachment rows of deleted entities, kept until `deleted_at` is older than the grace period. */
  kept_attachments: Database["attachments"] & { deleted_at: string };
  products: {
    group_id: string;
    barcode: string;
    source: string;
    name: string;
    description: string;
    manufacturer: string;
    model_number: string;
    notes: string;
    image_url: string;
    image_base64: string;
    created_at: string;
    updated_at: string;
  };
  /** Full backups of a group (migration 0009); `blob_key` names the finished zip in the blob store. */
  backup_jobs: {
    id: string;
    group_id: string;
    status: "pending" | "running" | "completed" | "failed";
    progress: number;
    size_bytes: number;
    blob_key: string | null;
    error: string;
    created_at: string;
    updated_at: string;
  };
  /** Inventory reports (migration 0031), made as backups are; `items` counts the entities listed. */
  report_jobs: Database["backup_jobs"] & { format: "pdf" | "csv"; items: number };
  /** The times of the last five evaluated login attempts of one address and e-mail, oldest first. */
  login_attempts: { key: string; a1: string; a2: string; a3: string; a4: string; a5: string; allowed: number };
  /** Migration 0033 (docs/decisions/034-proxy-sign-in-and-password-reset.md). */
  password_resets: { token_hash: string; user_id: string; expires_at: string; created_at: string };
  templates: TemplateRow;
  template_tags: { template_id: string; tag_id: string };
  template_fields: CustomFieldRow & { template_id: string };
  maintenance_entries: {
    id: string;
    group_id: string;
    entity_id: string;
    name: string;
    description: string;
    cost: number;
    /** `YYYY-MM-DD` or "" (unset), like every date column. */
    scheduled_date: string;
    completed_date: string;
    /** Migration 0021: recurring every `repeat_every` `repeat_unit`s; 0 and "" when not recurring. */
    repeat_every: Generated<number>;
    repeat_unit: Generated<"" | RepeatUnit>;
    created_at: string;
    updated_at: string;
  };
  notifiers: {
    id: string;
    group_id: string;
    user_id: string;
    name: string;
    is_active: number;
    /** The sealed URL (server/notifiers/url-secret.ts): encrypted when NOTIFIER_SECRET_KEY is set. */
    url: string;
    masked_url: string;
    last_error: string;
    last_error_at: string;
    last_success_at: string;
    created_at: string;
    updated_at: string;
  };
  reminder_settings: { group_id: string; warranty_days: number; updated_at: string };
  /** One row per reminder and notifier, taken before sending: its primary key makes the send happen once. */
  reminder_claims: {
    notifier_id: string;
    reminder_key: string;
    status: "sending" | "sent" | "failed";
    attempts: number;
    claimed_at: string;
  };
  /** Migration 0030 (docs/decisions/031-lending.md): open while `returned_at` is null. */
  checkouts: {
    id: string;
    group_id: string;
    entity_id: string;
    to_user_id: string | null;
    to_name: string;
    since: string;
    due: string;
    note: string;
    returned_at: string | null;
    return_note: Generated<string>;
  };
}

/** A custom field of an entity or a template. */
export type CustomFieldRow = {
  id: string;
  position: number;
  name: string;
  type: "text" | "number" | "boolean" | "time";
  text_value: string;
  number_value: number;
  boolean_value: number;
};

export interface TemplateRow {
  id: string;
  group_id: string;
  name: string;
  description: string;
  notes: string;
  default_name: string;
  default_description: string;
  default_quantity: number;
  /** Migration 0029. */
  default_min_quantity: number | null;
  default_unit: string;
  default_entity_type_id: string | null;
  /** Not a foreign key: a deleted default location makes create-item answer 422 (docs/api.md, "Templates"). */
  default_location_id: string | null;
  default_manufacturer: string;
  default_model_number: string;
  default_purchase_from: string;
  default_purchase_price: number;
  default_insured: number;
  default_lifetime_warranty: number;
  default_warranty_details: string;
  default_notes: string;
  include_warranty_fields: number;
  include_purchase_fields: number;
  include_sold_fields: number;
  created_at: string;
  updated_at: string;
}

export interface EntityRow {
  id: string;
  group_id: string;
  entity_type_id: string;
  parent_id: string | null;
  /** The entity's own location; null when it inherits one from its parent. */
  location_id: string | null;
  /** Derived and kept up to date by the domain module: the location the entity resolves to. */
  resolved_location_id: string | null;
  asset_id: number | null;
  name: string;
  description: string;
  quantity: number;
  /** Migration 0029: null when the item has no minimum. */
  min_quantity: number | null;
  /** Migration 0029: "" is pieces. */
  unit: string;
  archived: number;
  insured: number;
  lifetime_warranty: number;
  sync_child_entity_locations: number;
  manufacturer: string;
  model_number: string;
  serial_number: string;
  purchase_date: string;
  purchase_from: string;
  purchase_price: number;
  sold_date: string;
  sold_notes: string;
  sold_price: number;
  sold_to: string;
  warranty_details: string;
  warranty_expires: string;
  notes: string;
  /** Bumped on every write of the entity's own fields; the ETag. */
  version: number;
  created_at: string;
  updated_at: string;
}
