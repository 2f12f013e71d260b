import { z } from "zod";
import { BoolParam, Id, PageParams, Timestamp } from "./common";
import { EntityOut } from "./entity";
import { resource } from "./endpoint";

/** `checkout` and `return` (lending) change no field of the entity itself, only its `checkout`. */
export const CHANGE_ACTIONS = [
  "create",
  "update",
  "move",
  "archive",
  "unarchive",
  "delete",
  "restore",
  "checkout",
  "return",
] as const;
export const ChangeAction = z.enum(CHANGE_ACTIONS, { error: `must be one of ${CHANGE_ACTIONS.join(", ")}` });

/** A batch id: a client's own (`X-Batch-Id`) or one the service made up; URL-safe, at most 64 characters. */
export const BatchId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "must be 1 to 64 letters, digits, - or _" });

/** One change of one entity (docs/decisions/023-history.md); `tagIds` and `fields` change as whole sets. */
export const ChangeOut = z.object({
  id: Id,
  entityId: Id,
  at: Timestamp,
  actor: z.object({ id: z.string(), name: z.string(), kind: z.enum(["user", "apiKey"]) }),
  action: ChangeAction,
  batchId: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  /** The entity's name now; once deleted, the name its deletion recorded (null when that is pruned too). */
  entityName: z.string().nullable(),
  /** True once the entity is deleted (its name is then the last it had). */
  entityDeleted: z.boolean(),
});
export type ChangeOut = z.infer<typeof ChangeOut>;

export const HistoryPage = z.object({
  items: z.array(ChangeOut),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Present when counting stopped: at least `total` changes match (docs/api.md, "History and undo"). */
  totalAtLeast: z.literal(true).optional(),
});
export type HistoryPage = z.infer<typeof HistoryPage>;

const Instant = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date and time" });

/** Filters of the group's activity feed; `from` inclusive, `to` exclusive. */
export const HistoryFeedQuery = z.object({
  actor: z.string().max(64, { error: "must be at most 64 characters" }).optional(),
  action: ChangeAction.optional(),
  entity: Id.optional(),
  batch: BatchId.optional(),
  from: Instant.optional(),
  to: Instant.optional(),
  ...PageParams,
});
export type HistoryFeedQuery = z.output<typeof HistoryFeedQuery>;

export const UndoResult = z.object({
  /** The batch of the undo's own changes, which can be undone in turn. */
  batchId: z.string(),
  entities: z.number(),
  /** Attachments the undone state had that are gone for good (docs/decisions/028-deleted-entities-attachments.md). */
  attachmentsNotKept: z.array(Id),
});

/** Days of history a group keeps; null keeps everything (the default). */
export const HistorySettings = z.object({
  keepDays: z.number().int().min(1, { error: "must be at least 1" }).max(36_500).nullable(),
});
export type HistorySettings = z.infer<typeof HistorySettings>;

/** The fields a restore can put back one by one: those history keeps, but attachments (files are not kept). */
export const RESTORABLE_FIELDS = [
  "name",
  "description",
  "quantity",
  "minQuantity",
  "unit",
  "archived",
  "assetId",
  "entityTypeId",
  "parentId",
  "locationId",
  "tagIds",
  "fields",
  "syncChildEntityLocations",
  "manufacturer",
  "modelNumber",
  "serialNumber",
  "purchaseDate",
  "purchaseFrom",
  "purchasePrice",
  "soldDate",
  "soldNotes",
  "soldPrice",
  "soldTo",
  "insured",
  "lifetimeWarranty",
  "warrantyDetails",
  "warrantyExpires",
  "notes",
] as const;
export type RestorableField = (typeof RESTORABLE_FIELDS)[number];

/** No body (or no `fields`) restores the whole entity; `fields` only those, the rest as they are now. */
export const RestoreBody = z
  .strictObject(
    {
      fields: z
        .array(
          z.enum(RESTORABLE_FIELDS, { error: `is not a field that can be restored (${RESTORABLE_FIELDS.join(", ")})` }),
        )
        .min(1, { error: "must not be empty" })
        .max(RESTORABLE_FIELDS.length, { error: `must hold at most ${RESTORABLE_FIELDS.length} field names` })
        .optional(),
    },
    { error: (iss) => (iss.code === "unrecognized_keys" ? "is not a field a restore takes (only fields)" : undefined) },
  )
  .optional();

const history = resource("history");
const PAGE = { description: "A page of changes, newest first", schema: HistoryPage };

export const historyEndpoints = {
  entity: history.get("/v1/entities/{id}/history", "The entity's changes, newest first", {
    query: z.object(PageParams),
    responses: { 200: PAGE },
  }),
  feed: history.get("/v1/history", "The group's activity feed, newest first", {
    query: HistoryFeedQuery,
    responses: { 200: PAGE },
  }),
  restore: history.post(
    "/v1/entities/{id}/history/{changeId}/restore",
    "Put the entity's fields (all, or those named) back to what they were just before this change (If-Match honoured)",
    { body: RestoreBody, responses: { 200: { description: "The entity as restored", schema: EntityOut } } },
  ),
  undo: history.post("/v1/batches/{batchId}/undo", "Revert every change of a batch, all or nothing", {
    params: z.object({ batchId: BatchId }),
    query: z.object({ force: BoolParam.default(false) }),
    responses: { 200: { description: "Undone", schema: UndoResult } },
  }),
  settings: history.get("/v1/history/settings", "How long the group keeps history", {
    responses: { 200: { description: "Retention", schema: HistorySettings } },
  }),
  updateSettings: history.put("/v1/history/settings", "Set how long the group keeps history (owners)", {
    access: "owner",
    body: HistorySettings,
    responses: { 200: { description: "Retention", schema: HistorySettings } },
  }),
};
