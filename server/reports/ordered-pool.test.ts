import { describe, expect, it } from "vitest";
import { mapOrdered } from "./ordered-pool";

/** Calls whose ends the test decides, to finish them out of order without timers. */
function decidedCalls<T>() {
  const started = new Map<number, { resolve: (value: T) => void; reject: (err: Error) => void }>();
  const call = (i: number) => {
    const c = started.get(i);
    if (!c) throw new Error(`call ${i} has not started`);
    return c;
  };
  return {
    start: (i: number) => new Promise<T>((resolve, reject) => started.set(i, { resolve, reject })),
    started: () => [...started.keys()],
    resolve: (i: number, value: T) => call(i).resolve(value),
    reject: (i: number, message: string) => call(i).reject(new Error(message)),
  };
}

const collect = async <R>(it: AsyncIterable<R>) => {
  const out: R[] = [];
  for await (const r of it) out.push(r);
  return out;
};

/** Lets every settled promise's continuation run. */
const settle = () => new Promise<void>((r) => setImmediate(r));

describe("mapOrdered", () => {
  it("yields in the source's order when later calls finish first", async () => {
    const calls = decidedCalls<string>();
    const results = collect(mapOrdered([0, 1, 2, 3, 4], 3, calls.start));
    await settle();
    calls.resolve(2, "c");
    calls.resolve(1, "b");
    calls.resolve(0, "a");
    await settle();
    calls.resolve(4, "e");
    calls.resolve(3, "d");
    expect(await results).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("never has more than `limit` calls under way, and reads the source no further ahead", async () => {
    let underWay = 0;
    let most = 0;
    let read = 0;
    async function* source() {
      for (let i = 0; i < 20; i++) {
        read += 1;
        yield i;
      }
    }
    const pool = mapOrdered(source(), 4, async (i) => {
      underWay += 1;
      most = Math.max(most, underWay);
      await settle();
      underWay -= 1;
      return i * 2;
    });
    const first = await pool.next();
    expect(first.value).toBe(0);
    // The first result came when the fourth call had started; nothing beyond it was read.
    expect(read).toBe(4);
    const rest = await collect(pool);
    expect(rest).toEqual(Array.from({ length: 19 }, (_, i) => (i + 1) * 2));
    expect(most).toBe(4);
  });

  it("runs calls at once up to the limit", async () => {
    const calls = decidedCalls<number>();
    const pool = mapOrdered([0, 1, 2], 2, calls.start);
    const first = pool.next();
    await settle();
    expect(calls.started()).toEqual([0, 1]);
    calls.resolve(0, 10);
    expect((await first).value).toBe(10);
    const second = pool.next();
    await settle();
    expect(calls.started()).toEqual([0, 1, 2]);
    calls.resolve(1, 11);
    calls.resolve(2, 12);
    expect((await second).value).toBe(11);
    expect(await collect(pool)).toEqual([12]);
  });

  it("fails at the failing call's turn, with no unhandled rejection from a later one", async () => {
    const calls = decidedCalls<number>();
    const results = collect(mapOrdered([0, 1, 2], 3, calls.start));
    await settle();
    calls.reject(2, "later");
    calls.reject(1, "second");
    await settle();
    calls.resolve(0, 1);
    await expect(results).rejects.toThrow("second");
  });

  it("refuses a limit below one", async () => {
    await expect(collect(mapOrdered([1], 0, async (i) => i))).rejects.toThrow(RangeError);
  });
});
