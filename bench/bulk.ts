import { startStatusProbe } from "./http-load";
import type { Row } from "./report";
import { startServiceUnderTest, type Backend, type ServiceUnderTest } from "./service-under-test";
import type { Settings } from "./settings";
import { budget, repeat } from "./stats";

/** Issue 41's budgets in seconds by batch size: SQLite, PostgreSQL; the status probe stays under 100 ms. */
const GOALS: Record<number, Record<Backend, number>> = {
  1_000: { sqlite: 0.5, postgres: 1 },
  10_000: { sqlite: 3, postgres: 5 },
};
const PROBE_BUDGET_MS = 100;
const PROBE_INTERVAL_MS = 20;

type Svc = ServiceUnderTest;

async function call(svc: Svc, method: string, path: string, body?: unknown) {
  const res = await fetch(`${svc.api}${path}`, {
    method,
    headers: { authorization: svc.token, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/** The first `count` items of the inventory, by name, a list page (1,000) at a time. */
async function itemIds(svc: Svc, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page++) {
    const list = (await call(svc, "GET", `/v1/entities?pageSize=1000&page=${page}`)) as { items: { id: string }[] };
    if (list.items.length === 0) throw new Error(`only ${ids.length} items to bulk-edit, ${count} wanted`);
    ids.push(...list.items.map((i) => i.id));
  }
  return ids.slice(0, count);
}

/**
 * Runs `work` while a process of its own asks /status every 20 ms: the work's seconds, the service's CPU
 * seconds meanwhile (other work on a shared machine inflates the wall time, not this) and the slowest probe.
 */
async function probed(svc: Svc, work: () => Promise<unknown>) {
  const probe = await startStatusProbe(`${svc.api}/v1/status`, PROBE_INTERVAL_MS);
  const started = performance.now();
  const cpuBefore = svc.cpuMs();
  await work();
  const cpuSeconds = (svc.cpuMs() - cpuBefore) / 1000;
  const seconds = (performance.now() - started) / 1000;
  const { maxMs } = await probe.stop();
  return { seconds, cpuSeconds, probeMs: maxMs };
}

/**
 * Bulk update of 1,000 and 10,000 items (a move into the top location, a tag added, a custom field set) and the
 * undo of that same batch, each timed with a concurrent /status probe.
 */
export async function bulkFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const sizes = s.quick ? [1_000] : [1_000, 10_000];
  const svc = await startServiceUnderTest(backend, Math.max(...sizes) + 2_000);
  try {
    const rows: Row[] = [];
    const tag = (await call(svc, "POST", "/v1/tags", { name: "Bulk bench" })) as { id: string };
    for (const size of sizes) {
      const ids = await itemIds(svc, size);
      const section = `${backend}: bulk update of ${size} entities (${svc.seeded.entities} in all)`;
      const goal = GOALS[size]![backend];
      const figures = await repeat(Math.min(s.runs, 3), async (run) => {
        let batchId = "";
        const update = await probed(svc, async () => {
          const patch = {
            parentId: svc.seeded.topLocationId,
            addTagIds: [tag.id],
            fields: [{ name: "Bulk run", type: "text", value: `run ${run}` }],
          };
          batchId = String((await call(svc, "POST", "/v1/entities/bulk", { ids, action: "update", patch })).batchId);
        });
        const undo = await probed(svc, () => call(svc, "POST", `/v1/batches/${batchId}/undo`));
        return {
          update: update.seconds,
          updateCpu: update.cpuSeconds,
          updateProbe: update.probeMs,
          undo: undo.seconds,
          undoCpu: undo.cpuSeconds,
          undoProbe: undo.probeMs,
        };
      });
      const within = (v: number) => v <= goal;
      const probeWithin = (v: number) => v < PROBE_BUDGET_MS;
      rows.push(
        {
          section,
          figure: "move + add a tag + set a field",
          unit: "s",
          summary: figures.update,
          note: budget(`budget ≤ ${goal} s`, figures.update, within),
        },
        { section, figure: "service CPU during it", unit: "s", summary: figures.updateCpu },
        {
          section,
          figure: "/api/v1/status probe max during it",
          unit: "ms",
          summary: figures.updateProbe,
          note: budget(`budget < ${PROBE_BUDGET_MS} ms`, figures.updateProbe, probeWithin),
        },
        {
          section,
          figure: "undo of that batch",
          unit: "s",
          summary: figures.undo,
          note: budget(`budget ≤ ${goal} s`, figures.undo, within),
        },
        { section, figure: "service CPU during the undo", unit: "s", summary: figures.undoCpu },
        {
          section,
          figure: "/api/v1/status probe max during the undo",
          unit: "ms",
          summary: figures.undoProbe,
          note: budget(`budget < ${PROBE_BUDGET_MS} ms`, figures.undoProbe, probeWithin),
        },
      );
    }
    return rows;
  } finally {
    await svc.stop();
  }
}
