import { busy } from "../domain/errors";

/** Seconds a client told 503 should wait before it tries again: a few uploads finish in that time. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * At most `slots` uploads run at once and `queue` more wait with their bodies unread; any beyond get 503 with
 * Retry-After, so memory stays bounded however many clients send (docs/attachments.md, "Concurrent uploads").
 */
export class UploadLimiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly queue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.slots) this.active++;
    else if (this.waiting.length < this.queue) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else {
      throw busy("Too many uploads are in progress; try again in a few seconds.", RETRY_AFTER_SECONDS);
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
