import type { MiddlewareHandler } from "hono";
import { ApiError } from "./errors";
import { requestHeader, requestMediaType } from "./request-header";

/** Requests whose turn waits for their body: the taking of it, by the request. */
const afterBody = new WeakMap<Request, () => Promise<void>>();

/** A request with a body takes its turn in the line once its whole body is read (parseJsonBody). */
export async function takeTurnAfterBody(request: Request): Promise<void> {
  const take = afterBody.get(request);
  afterBody.delete(request);
  await take?.();
}

/** Admits API requests `slots` at a time in arrival order, so the status probe never waits (docs/decisions/014). */
export function admitInTurns(opts: { slots: number; maxWaitMs: number; exempt: (path: string) => boolean }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  /** A finished request's turn passes straight to the next in line, so the line never stalls. */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  /** Resolves true with a turn taken, or false when `maxWaitMs` passed first. */
  const acquire = (): Promise<boolean> | true => {
    if (running < opts.slots) {
      running++;
      return true;
    }
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        resolve(false);
      }, opts.maxWaitMs);
      waiting.push(turn);
    });
  };

  const takeTurn = async () => {
    if (await acquire()) return;
    const message = "The service is too busy to take this request now; try again in a moment.";
    throw new ApiError(503, message, undefined, undefined, { "Retry-After": "1" });
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (opts.exempt(c.req.path)) return next();
    // The media type as the upload routes read it (any case, parameters after ";"): an upload takes a turn
    // only where its route asks for one after the body (takeTurnAfterBody), as a restore does.
    const upload = requestMediaType(c) === "multipart/form-data";
    let held = false;
    const take = async () => {
      await takeTurn();
      held = true;
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
