import type { Row } from "./report";
import { load, type LoadRequest } from "./http-load";
import { startServiceUnderTest, type Backend, type ServiceUnderTest } from "./service-under-test";
import type { Settings } from "./settings";
import { budget, repeat, type Summary } from "./stats";
import { COMMON_WORD } from "./seed";

/** Idle RSS of the service, started and signed in; bench/results.md shows it beside the budget. */
const RSS_IDLE_BUDGET_MIB = 130;

/**
 * Sections (a) and (c): requests/second and p50/p99 latency of three typical requests at 32 connections,
 * and the service's resident memory idle and under that load.
 */
function loadRows(section: string, f: Record<string, Summary>, about?: string): Row[] {
  // Any run with a failed request counts: the worst run's count is shown, not the median's.
  const failed = (["non2xx", "timeouts", "errors"] as const).filter((k) => f[k]!.worst > 0);
  const errors = failed.length ? `worst run: ${failed.map((k) => `${f[k]!.worst} ${k}`).join(", ")}` : undefined;
  return [
    {
      section,
      figure: "requests/second",
      unit: "req/s",
      summary: f.rps,
      note: [errors, about].filter(Boolean).join("; "),
    },
    { section, figure: "latency p50", unit: "ms", summary: f.p50 },
    { section, figure: "latency p99", unit: "ms", summary: f.p99 },
    ...(f.cpuMs
      ? [
          {
            section,
            figure: "service CPU per request",
            unit: "ms",
            summary: f.cpuMs,
            note: "user + system time of the service process",
          },
        ]
      : []),
  ];
}

function requests(svc: ServiceUnderTest): Array<[string, LoadRequest, string?]> {
  const auth = { authorization: svc.token };
  const entity = `${svc.api}/v1/entities/${svc.seeded.itemId}`;
  return [
    [
      "GET entity",
      { url: entity, headers: auth },
      // What the figure measures, since nothing writes during the run (docs/decisions/013-change-mark-and-quick-connection.md).
      "one entity, unchanged during the run: its kept answer; after a write a GET reads the database",
    ],
    [
      "PATCH entity",
      {
        url: entity,
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json" },
        body: '{"quantity":3}',
      },
    ],
    ["list search", { url: `${svc.api}/v1/entities?q=${COMMON_WORD}&isLocation=any&pageSize=50`, headers: auth }],
  ];
}

export async function serviceLoadFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const svc = await startServiceUnderTest(backend, s.loadEntities);
  const rows: Row[] = [];
  try {
    // Idle: started, signed in, no request served yet; sampled a few times to see it settle.
    const idle = await repeat(s.runs, async () => {
      await new Promise((r) => setTimeout(r, 200));
      return { rss: svc.rssMiB() };
    });
    const peak: number[] = [];
    for (const [name, req, about] of requests(svc)) {
      await load(req, { connections: s.connections, seconds: 1 }); // warm-up: JIT, caches, connection pool
      const figures = await repeat(
        s.runs,
        async () => {
          let max = 0;
          const sampler = setInterval(() => (max = Math.max(max, svc.rssMiB())), 200);
          const cpuBefore = svc.cpuMs();
          try {
            const run = await load(req, { connections: s.connections, seconds: s.seconds });
            return { ...run, cpuMs: (svc.cpuMs() - cpuBefore) / Math.max(1, run.requests) };
          } finally {
            clearInterval(sampler);
            peak.push(max);
          }
        },
        ["rps"],
      );
      rows.push(...loadRows(`${backend}: ${name}`, figures, about));
    }
    const peaks = await repeat(peak.length, async (i) => ({ rss: peak[i]! }));
    rows.push(
      {
        section: `${backend}: memory`,
        figure: "RSS idle (after start and sign-in)",
        unit: "MiB",
        summary: idle.rss,
        note: budget(`budget ≤ ${RSS_IDLE_BUDGET_MIB} MiB`, idle.rss, (v) => v <= RSS_IDLE_BUDGET_MIB),
      },
      { section: `${backend}: memory`, figure: "RSS peak during each load run", unit: "MiB", summary: peaks.rss },
    );
    return rows;
  } finally {
    await svc.stop();
  }
}
