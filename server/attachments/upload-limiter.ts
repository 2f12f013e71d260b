import { busy } from "../domain/errors";

/** Seconds a client told 503 should wait before it tries again: a few uploads finish in that time. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * At most `slots` uploads are read and stored at once; the next `queue` wait in line (their bodies unread,
 * held back by TCP), and any beyond that get 503 with Retry-After. Each upload holds a 64 KiB stream buffer,
 * a thumbnail being made and, on S3, one 5 MiB part, so memory stays bounded however many clients send
 * at once (docs/attachments.md, "Concurrent uploads").
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
