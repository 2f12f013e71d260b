import { DomainError } from "../domain/errors";

/** Renders one user may have running at once: a label sheet's few images, not a burst that starves others. */
export const RENDERS_PER_USER = 2;

/**
 * Counts each user's running code and label renders; one more than `perUser` is a 429 at once. A render
 * encodes its QR code on the event loop and its PNG in the thread pool that every request shares.
 */
export class RenderTurns {
  private readonly running = new Map<string, number>();

  constructor(private readonly perUser = RENDERS_PER_USER) {}

  async run<T>(userId: string, render: () => Promise<T>): Promise<T> {
    const now = this.running.get(userId) ?? 0;
    if (now >= this.perUser) {
      const message = `At most ${this.perUser} images are drawn for you at once; try again in a moment.`;
      throw new DomainError("too-many", message, { retryAfterSeconds: 1 });
    }
    this.running.set(userId, now + 1);
    try {
      return await render();
    } finally {
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    }
  }
}
