import { randomUUID } from "node:crypto";
import type { Row } from "./report";
import { startServiceUnderTest, type Backend } from "./service-under-test";
import type { Settings } from "./settings";
import { budget, percentile, repeat } from "./stats";
import { EXPECTED, LOCATIONS, startHouseStocktake } from "./stocktake-setup";

const BATCH = 500;

/**
 * Section (issue 42): a stock-take of 10,000 expected entities. Opening it (GET), one scan's answer time
 * (the SPA paints within 50 ms end to end, so the API must be well under), and a queued batch of 500
 * scans applied (≤ 5 s). One request at a time, as one person scanning.
 */
export async function stocktakeFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const svc = await startServiceUnderTest(backend, LOCATIONS + EXPECTED);
  const send = async (method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${svc.api}${path}`, {
      method,
      headers: { authorization: svc.token, ...(body !== undefined && { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
    return { ms: performance.now() - started, answer };
  };
  try {
    const section = `${backend}: stock-take of ${EXPECTED} expected`;
    const take = await startHouseStocktake(async <T>(method: string, path: string, body?: unknown) => {
      return (await send(method, path, body)).answer as T;
    });
    const path = `/v1/stocktakes/${take.id}`;
    const assets = take.missing.map((m) => m.assetId);
    let next = 0;
    const scanOf = () => ({
      scanId: randomUUID(),
      code: assets[next++ % assets.length]!,
      scannedAt: new Date().toISOString(),
    });

    // The service's CPU time per request beside the wall time: on a loaded machine it moves far less.
    const cpuPer = async (times: number, fn: () => Promise<number>) => {
      const before = svc.cpuMs();
      const walls: number[] = [];
      for (let i = 0; i < times; i++) walls.push(await fn());
      return { p50: percentile(walls, 50), max: percentile(walls, 100), cpu: (svc.cpuMs() - before) / times };
    };
    const figures = await repeat(s.runs, async () => {
      const open = await cpuPer(Math.min(s.querySamples, 10), async () => (await send("GET", path)).ms);
      // As the SPA opens it: each list's first 100 entries and the full counts.
      const short = await cpuPer(Math.min(s.querySamples, 10), async () => (await send("GET", `${path}?limit=100`)).ms);
      const scan = await cpuPer(s.querySamples, async () => (await send("POST", `${path}/scans`, scanOf())).ms);
      const scans = { scans: Array.from({ length: BATCH }, scanOf) };
      const batch = await cpuPer(1, async () => (await send("POST", `${path}/scans/batch`, scans)).ms);
      return {
        open: open.p50,
        openCpu: open.cpu,
        openShort: short.p50,
        openShortCpu: short.cpu,
        scan: scan.p50,
        scanMax: scan.max,
        scanCpu: scan.cpu,
        batch: batch.p50,
        batchCpu: batch.cpu,
      };
    });
    return [
      {
        section,
        figure: "open (GET) p50",
        unit: "ms",
        summary: figures.open,
        note: `${take.expected} expected; ${budget("budget ≤ 500 ms", figures.open, (v) => v <= 500)}`,
      },
      {
        section,
        figure: "one scan, answer p50",
        unit: "ms",
        summary: figures.scan,
        note: budget("well under the SPA's 50 ms: ≤ 25 ms", figures.scan, (v) => v <= 25),
      },
      { section, figure: "one scan, answer max", unit: "ms", summary: figures.scanMax },
      { section, figure: "open (GET), service CPU", unit: "ms", summary: figures.openCpu },
      {
        section,
        figure: "open with limit=100 (GET) p50",
        unit: "ms",
        summary: figures.openShort,
        note: budget("budget ≤ 500 ms", figures.openShort, (v) => v <= 500),
      },
      { section, figure: "open with limit=100, service CPU", unit: "ms", summary: figures.openShortCpu },
      { section, figure: "one scan, service CPU", unit: "ms", summary: figures.scanCpu },
      { section, figure: `batch of ${BATCH}, service CPU`, unit: "ms", summary: figures.batchCpu },
      {
        section,
        figure: `batch of ${BATCH} scans applied`,
        unit: "ms",
        summary: figures.batch,
        note: budget("budget ≤ 5 s", figures.batch, (v) => v <= 5000),
      },
    ];
  } finally {
    await svc.stop();
  }
}
