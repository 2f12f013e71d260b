/**
 * Every figure of the benchmark is given as the median over repeated runs and the worst run. With a
 * handful of runs a "p95" is nothing but the maximum, so the table says what it is: the worst run, which is
 * the highest value of a latency (or memory, or count) and the lowest of a throughput.
 */

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
  /** The worst run: the maximum, or the minimum for a figure where higher is better (requests/second). */
  worst: number;
  runs: number;
}

/** Median and worst run of one figure's values; `higherIsBetter` for throughput and shares of good frames. */
export function summarize(values: readonly number[], higherIsBetter = false): Summary {
  const finite = values.filter((v) => Number.isFinite(v));
  const worst = finite.length === 0 ? NaN : higherIsBetter ? Math.min(...finite) : Math.max(...finite);
  return { median: median(finite), worst, runs: finite.length };
}

/**
 * Runs `fn` `runs` times and summarises each figure it returns across the runs. The figures named in
 * `higherIsBetter` take their lowest run as the worst.
 */
export async function repeat(
  runs: number,
  fn: (run: number) => Promise<RunFigures>,
  higherIsBetter: readonly string[] = [],
): Promise<Record<string, Summary>> {
  const all: RunFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await fn(i));
  const out: Record<string, Summary> = {};
  for (const key of Object.keys(all[0] ?? {})) {
    out[key] = summarize(
      all.map((r) => r[key]!),
      higherIsBetter.includes(key),
    );
  }
  return out;
}

/** A budget's verdict on a figure: it holds when both the median and the worst run are within it. */
export function budget(text: string, summary: Summary | undefined, within: (v: number) => boolean): string {
  if (!summary) return text;
  const verdict = within(summary.median) && within(summary.worst) ? "met" : "NOT met";
  return `${text}: ${verdict} (median and worst run)`;
}
