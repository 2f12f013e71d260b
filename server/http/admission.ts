import type { MiddlewareHandler } from "hono";
import type { ApiLine } from "../../contract";
import { ApiError } from "./errors";
import { requestHeader, requestMediaType } from "./request-header";

/** Requests whose turn waits for their body: the taking of it, by the request. */
const afterBody = new WeakMap<Request, () => Promise<void>>();

/** A request's turn while it holds one: it can give it back and take it back later. */
interface HeldTurn {
  give(): void;
  takeBack(): Promise<void>;
}
const heldTurns = new WeakMap<Request, HeldTurn>();

/** A request with a body takes its turn in the line once its whole body is read (parseJsonBody). */
export async function takeTurnAfterBody(request: Request): Promise<void> {
  const take = afterBody.get(request);
  afterBody.delete(request);
  await take?.();
}

/** Runs work that waits on the outside world; a route passes one that gives the request's API turn back meanwhile. */
export type AwayFromTurn = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Runs `work`, which waits on the outside world (a notification service, a barcode provider), without holding
 * the request's turn: a slow outside service then stalls no other request. The turn is taken back afterwards,
 * first in line.
 */
export async function awayFromTurn<T>(request: Request, work: () => Promise<T>): Promise<T> {
  const turn = heldTurns.get(request);
  if (!turn) return work();
  turn.give();
  try {
    return await work();
  } finally {
    await turn.takeBack();
  }
}

/** Admits API requests `slots` at a time in arrival order, so the status probe never waits (docs/decisions/014). */
export function admitInTurns(opts: { slots: number; maxWaitMs: number; exempt: (path: string) => boolean }) {
  let running = 0;
  const waiting: Array<{ admit: () => void; since: number }> = [];
  let lastTurnedAway = -Infinity;
  /** A finished request's turn passes straight to the next in line, so the line never stalls. */
  const release = () => {
    const next = waiting.shift();
    if (next) next.admit();
    else running--;
  };

  /** Resolves true with a turn taken, or false when `maxWaitMs` passed first; `first` goes to the front. */
  const acquire = (first: boolean): Promise<boolean> | true => {
    if (running < opts.slots) {
      running++;
      return true;
    }
    return new Promise((resolve) => {
      const entry = {
        since: Date.now(),
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        lastTurnedAway = Date.now();
        resolve(false);
      }, opts.maxWaitMs);
      if (first) waiting.unshift(entry);
      else waiting.push(entry);
    });
  };

  const takeTurn = async (first: boolean) => {
    if (await acquire(first)) return;
    const message = "The service is too busy to take this request now; try again in a moment.";
    throw new ApiError(503, message, undefined, undefined, { "Retry-After": "1" });
  };

  /**
   * What `/v1/status` reports: busy while a request has waited half its time limit, or one was turned
   * away within the last time limit, so a probe sees a starved API before and while requests fail.
   */
  const line = (): ApiLine => {
    const now = Date.now();
    const longestWaitMs = waiting.reduce((longest, w) => Math.max(longest, now - w.since), 0);
    const busy = longestWaitMs >= opts.maxWaitMs / 2 || now - lastTurnedAway < opts.maxWaitMs;
    return { state: busy ? "busy" : "ok", waiting: waiting.length, longestWaitMs };
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    c.set("apiLine", line);
    if (opts.exempt(c.req.path)) return next();
    // The media type as the upload routes read it (any case, parameters after ";"): an upload takes a turn
    // only where its route asks for one after the body (takeTurnAfterBody), as a restore does.
    const upload = requestMediaType(c) === "multipart/form-data";
    let held = false;
    const take = async (first = false) => {
      await takeTurn(first);
      held = true;
      heldTurns.set(c.req.raw, turn);
    };
    const turn: HeldTurn = {
      give: () => {
        held = false;
        heldTurns.delete(c.req.raw);
        release();
      },
      takeBack: () => take(true),
    };
    try {
      // A body may arrive slowly (a client can trickle it for minutes): its request takes its turn once
      // the body is in (takeTurnAfterBody), so that no sender can hold the line's turns by being slow.
      const length = requestHeader(c, "content-length");
      const hasBody = (length !== undefined && length !== "0") || requestHeader(c, "transfer-encoding") !== undefined;
      if (hasBody || upload) afterBody.set(c.req.raw, take);
      else await take();
      await next();
    } finally {
      if (held) release();
    }
  };
  return middleware;
}
