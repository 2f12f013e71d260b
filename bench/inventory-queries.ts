import type { Row } from "./report";
import { COMMON_WORD } from "./seed";
import { startServiceUnderTest, type Backend } from "./service-under-test";
import { queryTail, type Settings } from "./settings";
import { budget, percentile, repeat } from "./stats";

/**
 * Section (b): a large generated inventory, and what a user waits for on it: the list's first page,
 * a search for a common word, and everything at or under one location (its sub-locations included).
 * One request at a time, as one user clicking: these are latencies, not throughput.
 */
export async function inventoryQueryFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const svc = await startServiceUnderTest(backend, s.seedEntities);
  try {
    const section = `${backend}: ${svc.seeded.entities} entities`;
    const rows: Row[] = [
      { section, figure: "seeding (bench/seed.ts)", unit: "s", note: `${svc.seedSeconds.toFixed(1)} s, measured once` },
    ];
    const queries: Array<[string, string, number]> = [
      ["list, first page (50)", "/v1/entities?isLocation=any&pageSize=50", 30],
      [`search "${COMMON_WORD}", first page (50)`, `/v1/entities?q=${COMMON_WORD}&isLocation=any&pageSize=50`, 50],
      [
        "under one location, first 1000",
        `/v1/entities?locationIds=${svc.seeded.topLocationId}&isLocation=any&pageSize=1000`,
        50,
      ],
    ];
    for (const [name, path, budgetMs] of queries) {
      let total = 0;
      const get = async () => {
        const started = performance.now();
        const res = await fetch(`${svc.api}${path}`, { headers: { authorization: svc.token } });
        const body = (await res.json()) as { total: number };
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
        total = body.total;
        return performance.now() - started;
      };
      await get(); // warm-up
      const tail = queryTail(s);
      const figures = await repeat(s.runs, async () => {
        const samples: number[] = [];
        for (let i = 0; i < s.querySamples; i++) samples.push(await get());
        return { p50: percentile(samples, 50), tail: percentile(samples, tail.percentile) };
      });
      rows.push(
        {
          section,
          figure: `${name} p50`,
          unit: "ms",
          summary: figures.p50,
          note: `${total} matching; ${budget(`budget ≤ ${budgetMs} ms`, figures.p50, (v) => v <= budgetMs)}`,
        },
        { section, figure: `${name} ${tail.label}`, unit: "ms", summary: figures.tail },
      );
    }
    return rows;
  } finally {
    await svc.stop();
  }
}
