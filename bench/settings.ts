/** How big and how long: BENCH_QUICK=1 runs everything small (about two minutes), the default is the full run. */
export interface Settings {
  quick: boolean;
  /** Repeated runs per figure (the median and the worst run are taken over these). */
  runs: number;
  /** Seconds of load per autocannon run. */
  seconds: number;
  connections: number;
  /** Entities in the database behind the requests/second figures. */
  loadEntities: number;
  /** Entities the generator seeds for the large-inventory query figures. */
  seedEntities: number;
  /** Sequential requests per run for the large-inventory latency figures. */
  querySamples: number;
}

export function settingsFromEnv(env = process.env): Settings {
  const quick = env.BENCH_QUICK === "1";
  return quick
    ? { quick, runs: 3, seconds: 2, connections: 32, loadEntities: 1_000, seedEntities: 5_000, querySamples: 8 }
    : { quick, runs: 5, seconds: 10, connections: 32, loadEntities: 2_000, seedEntities: 100_000, querySamples: 40 };
}

export const describeSettings = (s: Settings) => [
  `Mode: ${s.quick ? "quick (BENCH_QUICK=1)" : "full"}; ${s.runs} runs per figure`,
  `Load: autocannon, ${s.connections} connections, ${s.seconds} s per run, against the service process on 127.0.0.1 with ${s.loadEntities} entities; autocannon runs on the same machine`,
  `Mixed load: 64 connections, ${s.seconds} s per run, a fixed mix of reads and writes (bench/mixed-load.ts) with a /api/v1/status probe every 50 ms in a process of its own`,
  `Large inventory: ${s.seedEntities} generated entities (bench/seed.ts), ${s.querySamples} sequential requests per run; p50 and ${queryTail(s).label} are per run, then the median and the worst run`,
];

/**
 * The tail figure of the large-inventory latencies: a p99 needs at least 100 samples in a run; with fewer,
 * the nearest-rank p99 is simply the slowest request, and is named so.
 */
export const queryTail = (s: Settings) =>
  s.querySamples >= 100 ? { label: "p99", percentile: 99 } : { label: "max", percentile: 100 };
