import { describe, expect, it } from "vitest";
import { sharedReads } from "./change-mark";

/** A read whose answers the test releases one by one, counting the reads begun. */
function controlledRead() {
  const pending: Array<(value: number) => void> = [];
  let begun = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      begun++;
      pending.push(resolve);
    });
  const finish = async (value: number) => {
    pending.shift()?.(value);
    // Let the promise chains run: the finished read's callers, then the next read's start.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { read, finish, begun: () => begun, pending: () => pending.length };
}

describe("shared reads of the change mark", () => {
  it("answers each call with a read begun after it, one read in flight for all that wait", async () => {
    const c = controlledRead();
    const current = sharedReads(c.read);
    const first = current();
    expect(c.begun()).toBe(1);
    // These come while the first read is in flight: it may have begun before a commit they saw, so
    // they wait for the next read, and share it.
    const second = current();
    const third = current();
    expect(c.begun()).toBe(1);
    await c.finish(1);
    expect(await first).toBe(1);
    expect(c.begun()).toBe(2);
    const fourth = current();
    await c.finish(2);
    expect([await second, await third]).toEqual([2, 2]);
    expect(c.begun()).toBe(3);
    await c.finish(3);
    expect(await fourth).toBe(3);
    expect(c.pending()).toBe(0);
  });

  it("starts a new read for a call that comes when none is in flight", async () => {
    const c = controlledRead();
    const current = sharedReads(c.read);
    const first = current();
    await c.finish(1);
    expect(await first).toBe(1);
    const second = current();
    expect(c.begun()).toBe(2);
    await c.finish(2);
    expect(await second).toBe(2);
  });

  it("goes on after a failed read", async () => {
    let calls = 0;
    const current = sharedReads(() => (++calls === 1 ? Promise.reject(new Error("lost")) : Promise.resolve(calls)));
    const failed = current();
    const next = current();
    await expect(failed).rejects.toThrow("lost");
    expect(await next).toBe(2);
  });
});
