import { busy, DomainError } from "../domain/errors";

/**
 * Bounds the test messages being delivered at once, per user and in this process: a delivery waits on
 * the outside world for up to attempts × timeout, and holds a socket all that time. Over either bound
 * the send is refused at once (429 for the user's own, 503 for the process's), never queued.
 */
export function deliverySlots(limits: { perUser: number; total: number }, retryAfterSeconds: number) {
  const byUser = new Map<string, number>();
  let total = 0;
  return async <T>(userId: string, work: () => Promise<T>): Promise<T> => {
    const mine = byUser.get(userId) ?? 0;
    if (mine >= limits.perUser) {
      const message = "Your earlier test messages are still being delivered; try again once they are done.";
      throw new DomainError("too-many", message, { retryAfterSeconds });
    }
    if (total >= limits.total) {
      throw busy("The service is delivering too many test messages now; try again in a moment.", retryAfterSeconds);
    }
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
