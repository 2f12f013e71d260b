import type { Row } from "./report";
import { startServiceUnderTest, type Backend, type ServiceUnderTest } from "./service-under-test";
import { queryTail, type Settings } from "./settings";
import { percentile, repeat, summarize } from "./stats";

/** Rows of the import figure (the goal: 10,000 rows in at most 10 s on SQLite). */
export const IMPORT_ROWS = 10_000;

const STATISTICS = [
  "/v1/groups/statistics",
  "/v1/groups/statistics/tags",
  "/v1/groups/statistics/locations",
  "/v1/groups/statistics/purchase-price?start=2000-01-01",
  "/v1/groups/statistics/warranties?days=90",
];

/** A Homebox CSV of `rows` items spread over a few nested locations and tags. */
export function importCsv(rows: number): string {
  const lines = [
    "HB.import_ref,HB.location,HB.tags,HB.name,HB.quantity,HB.purchase_price,HB.purchase_date,HB.field.Colour",
  ];
  for (let i = 0; i < rows; i++) {
    const room = `Room ${i % 20}`;
    lines.push(
      `bench-${i},House / ${room} / Shelf ${i % 7},Tag ${i % 15}; Bench,Imported thing ${i},${1 + (i % 4)},${(i % 500) + 0.5},2024-0${1 + (i % 9)}-1${i % 10},Blue`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Runs `work` while asking /api/v1/status every 10 ms; returns the work's time and the slowest probe. */
async function withStatusProbe(svc: ServiceUnderTest, work: () => Promise<void>) {
  let running = true;
  let worst = 0;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${svc.api}/v1/status`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await probe;
  return { seconds, worstProbeMs: worst };
}

/**
 * Issue 13's figures on the large generated inventory: each statistics endpoint, the CSV export of every
 * entity (time and the service's peak RSS), and a 10,000-row import with a concurrent status probe.
 */
export async function dataTransferFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const svc = await startServiceUnderTest(backend, s.seedEntities);
  const auth = { authorization: svc.token };
  try {
    const section = `${backend}: data in and out, ${svc.seeded.entities} entities`;
    const rows: Row[] = [];
    const tail = queryTail(s);
    for (const path of STATISTICS) {
      const get = async () => {
        const started = performance.now();
        const res = await fetch(`${svc.api}${path}`, { headers: auth });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        return performance.now() - started;
      };
      await get();
      const figures = await repeat(s.runs, async () => {
        const samples: number[] = [];
        for (let i = 0; i < s.querySamples; i++) samples.push(await get());
        return { p50: percentile(samples, 50), tail: percentile(samples, tail.percentile) };
      });
      const name = path.replace(/\?.*/, "");
      rows.push(
        { section, figure: `GET ${name} p50`, unit: "ms", summary: figures.p50, note: "goal ≤ 50 ms" },
        { section, figure: `GET ${name} ${tail.label}`, unit: "ms", summary: figures.tail },
      );
    }

    const exportRun = await repeat(Math.min(3, s.runs), async () => {
      let peak = svc.rssMiB();
      const sampler = setInterval(() => (peak = Math.max(peak, svc.rssMiB())), 20);
      const started = performance.now();
      const res = await fetch(`${svc.api}/v1/entities/export`, { headers: auth });
      const bytes = (await res.arrayBuffer()).byteLength;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (res.status !== 200 || bytes === 0) throw new Error(`export: ${res.status}`);
      return { seconds, peak };
    });
    rows.push(
      { section, figure: "CSV export of every entity", unit: "s", summary: exportRun.seconds },
      {
        section,
        figure: "service peak RSS during the export",
        unit: "MiB",
        summary: exportRun.peak,
        note: "goal ≤ 300 MiB",
      },
    );

    const csv = importCsv(IMPORT_ROWS);
    const imported = await withStatusProbe(svc, async () => {
      const form = new FormData();
      form.set("csv", new Blob([csv], { type: "text/csv" }), "bench.csv");
      const res = await fetch(`${svc.api}/v1/entities/import?report=true`, {
        method: "POST",
        headers: auth,
        body: form,
      });
      const body = (await res.json()) as { create?: number };
      if (res.status !== 200 || body.create !== IMPORT_ROWS)
        throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
    });
    rows.push(
      {
        section,
        figure: `import of ${IMPORT_ROWS} CSV rows`,
        unit: "s",
        summary: one(imported.seconds),
        note: "goal ≤ 10 s (SQLite); one run",
      },
      {
        section,
        figure: "slowest /api/v1/status during the import",
        unit: "ms",
        summary: one(imported.worstProbeMs),
        note: "goal < 100 ms; probe every 10 ms",
      },
    );
    return rows;
  } finally {
    await svc.stop();
  }
}

const one = (v: number) => summarize([v]);
