import { busy, DomainError } from "../domain/errors";

export interface OutsideCallLimits {
  perUser: number;
  total: number;
  retryAfterSeconds: number;
  /** The refusals' messages: the user's own calls are at their bound (429), or the process's are (503). */
  userRefusal: string;
  processRefusal: string;
}

/**
 * Bounds the calls to the outside world (notifier test sends, barcode lookups) running at once, per user and
 * in this process: a call holds no API turn while it waits (awayFromTurn), but it holds sockets and memory.
 * Over either bound the call is refused at once, never queued.
 */
export function outsideCallSlots(limits: OutsideCallLimits) {
  const byUser = new Map<string, number>();
  let total = 0;
  const { retryAfterSeconds } = limits;
  return async <T>(userId: string, work: () => Promise<T>): Promise<T> => {
    const mine = byUser.get(userId) ?? 0;
    if (mine >= limits.perUser) throw new DomainError("too-many", limits.userRefusal, { retryAfterSeconds });
    if (total >= limits.total) throw busy(limits.processRefusal, retryAfterSeconds);
    byUser.set(userId, mine + 1);
    total++;
    try {
      return await work();
    } finally {
      total--;
      const left = (byUser.get(userId) ?? 1) - 1;
      if (left > 0) byUser.set(userId, left);
      else byUser.delete(userId);
    }
  };
}
