import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { withCode } from "../../contract";
import type { Env, Ctx } from "../http/api";
import { ApiError } from "../http/errors";
import { requestHeader } from "../http/request-header";
import { lowStockCrossed } from "../low-stock/signal";

/** What a client may name its batch: short, URL-safe, so that `/v1/batches/{batchId}/undo` can name it. */
const BATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface HistoryContext {
  /** The request, read when a change is recorded: the guard sets who is calling after this middleware ran. */
  c: Ctx;
  batchId?: string;
  /** What a restore or an undo records instead of the action its write would have. */
  action?: "restore";
  /** Set when a write of this request made an item low on stock, told once the request is done; shared by
   * the contexts of a restore (runAs) within the request. */
  lowStock: { crossed: boolean };
}

const storage = new AsyncLocalStorage<HistoryContext>();

/**
 * Every write runs with its request's history context, so the many write paths record who and which batch
 * without passing either through each call (docs/decisions/023-history.md).
 */
export function historyContext(): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const batchId = requestHeader(c, "x-batch-id");
    if (batchId !== undefined && !BATCH_ID.test(batchId)) {
      const message = "X-Batch-Id must be 1 to 64 letters, digits, '-' or '_'.";
      throw new ApiError(400, message, undefined, withCode("bad_request"));
    }
    const lowStock = { crossed: false };
    await storage.run({ c, batchId, lowStock }, next);
    // After the handler, so after its transaction committed: the scheduler then sees the new crossing.
    if (lowStock.crossed) lowStockCrossed();
  };
}

export const currentHistoryContext = () => storage.getStore();

/** Runs `fn` so that what it writes is recorded with `action` (a restore) and, when given, in `batchId`. */
export function runAs<T>(action: "restore", batchId: string | undefined, fn: () => Promise<T>): Promise<T> {
  const outer = storage.getStore();
  if (!outer) return fn();
  return storage.run({ ...outer, action, batchId: batchId ?? outer.batchId }, fn);
}

/** The batch of this request, made up now when the client named none: a bulk write answers it even for one entity. */
export function requestBatchId(): string {
  const context = storage.getStore();
  if (!context) return randomUUID();
  context.batchId ??= randomUUID();
  return context.batchId;
}

/** The batch of this request: the client's, else one made up once more than one entity is touched. */
export function batchIdFor(context: HistoryContext | undefined, entities: number): string | null {
  if (!context) return null;
  if (!context.batchId && entities > 1) context.batchId = randomUUID();
  return context.batchId ?? null;
}
