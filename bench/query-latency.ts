import type { Row } from "./report";
import type { ServiceUnderTest } from "./service-under-test";
import { queryTail, type Settings } from "./settings";
import { budget, percentile, repeat } from "./stats";

/** A GET to time: its name in the table, its path under /api, and its p50 budget in ms. */
export type TimedQuery = [name: string, path: string, budgetMs: number];

/** Sequential GETs of each query after one warm-up: p50 and tail per run, with the budget's verdict and the total matched. */
export async function queryLatencyRows(
  svc: ServiceUnderTest,
  s: Settings,
  section: string,
  queries: readonly TimedQuery[],
): Promise<Row[]> {
  const rows: Row[] = [];
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
}
