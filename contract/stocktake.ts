import { z } from "zod";
import { Id, Timestamp } from "./basics";
import { resource } from "./endpoint";
import { ReportFormat, ReportLanguage } from "./report";

export const STOCKTAKE_STATUSES = ["open", "finished", "cancelled"] as const;
export const SCAN_OUTCOMES = ["found", "unexpected", "unknown", "duplicate"] as const;
/** The most scans one batch may carry: an offline queue is sent in pieces of this size. */
export const SCAN_BATCH_MAX = 500;

const Instant = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date and time" });
const Person = z.object({ id: z.string(), name: z.string() });
const Place = z.object({ id: Id, name: z.string() }).nullable();

export const StocktakeCreate = z.object({
  locationId: Id,
  recursive: z.boolean({ error: "must be true or false" }).default(false),
});

/** One scan as a client queues it; `scanId` is the client's own id, which makes a retry harmless. */
export const ScanInput = z
  .object({
    scanId: z.string().min(1, { error: "is required" }).max(64, { error: "must be at most 64 characters" }),
    code: z.string().trim().min(1, { error: "must not be empty" }).max(500).optional(),
    entityId: Id.optional(),
    /** A typed count sets the entity's count; without one a scan adds 1. */
    count: z.number().int({ error: "must be a whole number" }).min(0).max(1e9).optional(),
    scannedAt: Instant,
  })
  .refine((s) => s.code !== undefined || s.entityId !== undefined, {
    path: ["code"],
    message: "send a code or an entityId",
  });
export type ScanInput = z.output<typeof ScanInput>;

export const ScanBatch = z.object({
  scans: z
    .array(ScanInput, { error: "must be a list of scans" })
    .min(1, { error: "must hold at least one scan" })
    .max(SCAN_BATCH_MAX, { error: `must hold at most ${SCAN_BATCH_MAX} scans` }),
});

export const ScanEntity = z.object({ entityId: Id, name: z.string(), assetId: z.string().nullable() });

/** What one scan did; a repeated `scanId` answers `duplicate` with what the first one did as `first`. */
export const ScanResult = z.object({
  scanId: z.string(),
  outcome: z.enum(SCAN_OUTCOMES),
  first: z.enum(["found", "unexpected", "unknown"]),
  entity: ScanEntity.nullable(),
  /** found: the entity's count in this stock-take after the scan. */
  count: z.number().nullable(),
  /** unexpected: where the entity is recorded (null: nowhere). */
  recordedAt: Place,
  /** Who made the scan (for a duplicate: who made it first). */
  by: Person,
});
export type ScanResult = z.infer<typeof ScanResult>;

/** Where an entity of the stock-take is now, compared to where it was recorded when the stock-take began. */
export const NowState = z.enum(["unchanged", "moved", "deleted"]);

export const FoundEntry = ScanEntity.extend({
  expected: z.boolean(),
  /** The quantity recorded on the entity, and the count of this stock-take. */
  quantity: z.number().nullable(),
  count: z.number(),
  /** A count was typed or the entity scanned more than once: only then does `applyCounts` set its quantity. */
  counted: z.boolean(),
  lastBy: Person,
  lastScannedAt: Timestamp,
  now: NowState,
});
export const MissingEntry = ScanEntity.extend({
  quantity: z.number(),
  recordedAt: Place,
  now: NowState,
  /** Where the entity is now when someone else moved it during the stock-take. */
  nowAt: Place,
});
export const UnexpectedEntry = ScanEntity.extend({
  recordedAt: Place,
  /** Marked "it belongs there": the finish leaves it where it is recorded. */
  keep: z.boolean(),
  count: z.number(),
  lastBy: Person,
  lastScannedAt: Timestamp,
  now: NowState,
});
export const UnknownEntry = z.object({ code: z.string(), scans: z.number(), lastBy: Person, lastScannedAt: Timestamp });

export const StocktakeOut = z.object({
  id: Id,
  status: z.enum(STOCKTAKE_STATUSES),
  locationId: Id,
  locationName: z.string(),
  recursive: z.boolean(),
  createdBy: Person,
  createdAt: Timestamp,
  closedAt: Timestamp.nullable(),
  /** The history batch of the finish, which `POST /v1/batches/{batchId}/undo` undoes. */
  batchId: z.string().nullable(),
  expected: z.number(),
  /** Each list's full length, also when `limit` shortened the lists. */
  counts: z.object({ found: z.number(), missing: z.number(), unexpected: z.number(), unknown: z.number() }),
  found: z.array(FoundEntry),
  missing: z.array(MissingEntry),
  unexpected: z.array(UnexpectedEntry),
  unknown: z.array(UnknownEntry),
});
export type StocktakeOut = z.infer<typeof StocktakeOut>;

/** `GET /v1/stocktakes/{id}?limit=n`: each list holds at most its first n entries (`counts` says how many there are). */
export const StocktakeQuery = z.object({
  limit: z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .optional(),
});

/** What was expected when the stock-take began, compactly: what a client needs to match scans offline. */
export const ExpectedEntities = z.object({ entities: z.array(ScanEntity) });
export type ExpectedEntities = z.infer<typeof ExpectedEntities>;

/** "It belongs there" (keep: true) or taken back (keep: false) for one unexpected entity. */
export const KeepInput = z.object({ keep: z.boolean({ error: "must be true or false" }) });

export const StocktakeSummary = StocktakeOut.pick({
  id: true,
  status: true,
  locationId: true,
  locationName: true,
  recursive: true,
  createdBy: true,
  createdAt: true,
  closedAt: true,
  batchId: true,
  expected: true,
}).extend({ found: z.number(), scans: z.number() });

export const FinishInput = z.object({
  moveUnexpected: z.boolean({ error: "must be true or false" }),
  missing: z.enum(["tag", "archive", "none"], { error: "must be tag, archive or none" }),
  applyCounts: z.boolean({ error: "must be true or false" }),
});
export type FinishInput = z.output<typeof FinishInput>;

export const FinishResult = z.object({
  /** Null when the finish changed no entity. */
  batchId: z.string().nullable(),
  moved: z.array(Id),
  missing: z.array(Id),
  counted: z.array(Id),
  /** Entities left alone because someone else deleted or moved them during the stock-take. */
  skipped: z.array(z.object({ entityId: Id, now: NowState })),
});
export type FinishResult = z.infer<typeof FinishResult>;

const stocktakes = resource("stocktakes");
const ONE = { description: "The stock-take with its lists", schema: StocktakeOut };
const CLOSED = { description: "The stock-take is finished or cancelled" };

export const stocktakeEndpoints = {
  list: stocktakes.get("/v1/stocktakes", "The group's stock-takes, newest first", {
    responses: { 200: { description: "Stock-takes", schema: z.array(StocktakeSummary) } },
  }),
  create: stocktakes.post("/v1/stocktakes", "Start a stock-take of a location (and, recursive, what lies beneath)", {
    body: StocktakeCreate,
    responses: { 201: ONE },
  }),
  get: stocktakes.get("/v1/stocktakes/{id}", "One stock-take: found, missing, unexpected, unknown", {
    query: StocktakeQuery,
    responses: { 200: ONE },
  }),
  expected: stocktakes.get("/v1/stocktakes/{id}/expected", "The entities expected when the stock-take began", {
    responses: { 200: { description: "Expected entities", schema: ExpectedEntities } },
  }),
  keep: stocktakes.post(
    "/v1/stocktakes/{id}/unexpected/{entityId}",
    "Mark an unexpected entity to stay where it belongs (keep: true), so that the finish does not move it",
    {
      body: KeepInput,
      responses: {
        204: { description: "Marked" },
        404: { description: "Not an unexpected entity of it" },
        409: CLOSED,
      },
    },
  ),
  scan: stocktakes.post("/v1/stocktakes/{id}/scans", "Record one scan, idempotent by scanId", {
    body: ScanInput,
    responses: { 200: { description: "What the scan did", schema: ScanResult }, 409: CLOSED },
  }),
  scanBatch: stocktakes.post("/v1/stocktakes/{id}/scans/batch", "Record queued scans in order, all or nothing", {
    body: ScanBatch,
    responses: {
      200: { description: "Each scan's outcome, in order", schema: z.object({ results: z.array(ScanResult) }) },
      409: CLOSED,
    },
  }),
  finish: stocktakes.post("/v1/stocktakes/{id}/finish", "Finish: apply moves, missing marks and counts as one batch", {
    body: FinishInput,
    responses: { 200: { description: "What the finish changed", schema: FinishResult }, 409: CLOSED },
  }),
  report: stocktakes.get(
    "/v1/stocktakes/{id}/report",
    "The stock-take's report: each entity with its outcome, counts, totals",
    {
      query: z.object({ format: ReportFormat.default("pdf"), language: ReportLanguage.optional() }),
      responses: { 200: { description: "PDF or CSV", contentType: "application/pdf" } },
    },
  ),
  cancel: stocktakes.delete("/v1/stocktakes/{id}", "Cancel an open stock-take; nothing is applied", {
    responses: { 204: { description: "Cancelled" }, 409: CLOSED },
  }),
};
