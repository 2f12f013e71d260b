import path from "node:path";
import { BROWSER_FIGURES, browserSections } from "./browser";
import { bulkFigures } from "./bulk";
import { bundleFigures } from "./bundle";
import { precacheFigures } from "./precache";
import { eventFanoutFigures } from "./event-fanout";
import { dataTransferFigures } from "./data-transfer";
import { inventoryQueryFigures } from "./inventory-queries";
import { ensureFreshDist } from "./fresh-dist";
import { describeMachine } from "./machine";
import { MIXED_CONNECTIONS, mixedLoadFigures } from "./mixed-load";
import { printTable, writeMarkdown, type Row } from "./report";
import { serviceLoadFigures } from "./service-figures";
import { postgresUrl } from "./service-under-test";
import { describeSettings, settingsFromEnv } from "./settings";
import { stocktakeFigures } from "./stocktake";
import { uploadMemoryFigures } from "./upload-memory";

/**
 * `npm run bench` (BENCH_QUICK=1 for the small version): measures the service and the SPA bundle,
 * prints one table and writes bench/results.md. PostgreSQL figures need BENCH_DATABASE_URL (or
 * DATABASE_URL) pointing at a server where the bench may create and drop a database of its own.
 */
const settings = settingsFromEnv();
const machine = describeMachine();
const started = performance.now();
const rows: Row[] = [];
const pending: string[] = [];
const log = (what: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0)} s] ${what}`);

log(`${settings.quick ? "quick" : "full"} run on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}`);
const backends = postgresUrl() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
if (!postgresUrl()) pending.push("PostgreSQL: skipped, neither BENCH_DATABASE_URL nor DATABASE_URL is set");
for (const backend of backends) {
  log(`${backend}: requests/second, latency, memory`);
  rows.push(...(await serviceLoadFigures(backend, settings)));
  log(`${backend}: mixed load at ${MIXED_CONNECTIONS} connections with a /api/v1/status probe`);
  rows.push(...(await mixedLoadFigures(backend, settings)));
  log(`${backend}: ${settings.seedEntities} generated entities`);
  rows.push(...(await inventoryQueryFigures(backend, settings)));
  log(`${backend}: live events to 100 subscribers, memory with 1000 open streams`);
  rows.push(...(await eventFanoutFigures(backend, settings)));
  log(`${backend}: statistics, CSV export and import on ${settings.seedEntities} generated entities`);
  rows.push(...(await dataTransferFigures(backend, settings)));
  log(`${backend}: bulk update of 1,000 and 10,000 entities and its undo, with a /api/v1/status probe`);
  rows.push(...(await bulkFigures(backend, settings)));
  log(`${backend}: a stock-take of 10,000 expected entities: open, one scan, a batch of 500`);
  rows.push(...(await stocktakeFigures(backend, settings)));
}

log("sqlite: memory during 48 concurrent 10 MiB uploads");
rows.push(...(await uploadMemoryFigures(settings)));

ensureFreshDist(log);
log("bundle sizes from dist/.vite/manifest.json");
rows.push(...bundleFigures(), ...precacheFigures());

for (const section of browserSections) rows.push(...(await section(settings)));
const reported = new Set(rows.map((r) => r.figure));
for (const figure of BROWSER_FIGURES) if (!reported.has(figure)) pending.push(`Browser: ${figure} (bench/browser.ts)`);

const seconds = (performance.now() - started) / 1000;
const runSettings = [...describeSettings(settings), `This run took ${seconds.toFixed(0)} s`];
printTable(rows);
for (const line of [...runSettings, ...pending.map((p) => `not measured: ${p}`)]) console.log(line);
const out = path.join(import.meta.dirname, "results.md");
await writeMarkdown(out, machine, runSettings, rows, pending);
log(`wrote ${path.relative(process.cwd(), out)}`);
