/** Percentiles and the "median and p95 over repeated runs" every figure of the benchmark is given as. */

/** Nearest-rank percentile of a sample (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** One figure measured once per run. */
export type RunFigures = Record<string, number>;

export interface Summary {
  median: number;
  p95: number;
  runs: number;
}

/** Runs `fn` `runs` times and summarises each figure it returns across the runs. */
export async function repeat(runs: number, fn: (run: number) => Promise<RunFigures>): Promise<Record<string, Summary>> {
  const all: RunFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await fn(i));
  const out: Record<string, Summary> = {};
  for (const key of Object.keys(all[0] ?? {})) {
    const values = all.map((r) => r[key]!).filter((v) => Number.isFinite(v));
    out[key] = { median: median(values), p95: percentile(values, 95), runs: values.length };
  }
  return out;
}
