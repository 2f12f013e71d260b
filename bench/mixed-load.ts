import autocannon, { type Request } from "autocannon";
import { mulberry32 } from "../test/faults/seeded-random";
import type { Row } from "./report";
import { COMMON_WORD } from "./seed";
import { startServiceUnderTest, type Backend, type ServiceUnderTest } from "./service-under-test";
import type { Settings } from "./settings";
import { budget, repeat } from "./stats";
import { startStatusProbe } from "./http-load";

/**
 * Section (e): a household's worth of people working at once. 64 connections send a fixed mix of reads and
 * writes while a separate process asks `/api/v1/status` every 50 ms on a connection of its own: the mix
 * must get no error, and the probe (which touches no table) shows whether the service as a whole stays
 * responsive while it is busy. Each figure is printed beside its goal.
 */
export const MIXED_CONNECTIONS = 64;
const PROBE_INTERVAL_MS = 50;
const GOALS = {
  errors: 0,
  probeMaxMs: 50,
  /** The latency budget is set for the embedded database; PostgreSQL has none. */
  sqlite: { p99Ms: 250 },
};

type Operation = "search" | "GET entity" | "list by location" | "PATCH quantity" | "PATCH move" | "POST" | "PUT";
/** Share of the requests, in percent. */
const MIX: Array<[Operation, number]> = [
  ["search", 30],
  ["GET entity", 20],
  ["list by location", 10],
  ["PATCH quantity", 10],
  ["PATCH move", 10],
  ["POST", 10],
  ["PUT", 10],
];
const SEARCH_TERMS = [COMMON_WORD, "drill", "red", "lamp 1", "usb"];

/** Ids the requests pick from: seeded items and locations, and entities whose whole GET body a PUT sends back. */
interface Targets {
  items: string[];
  locations: string[];
  putBodies: Array<{ id: string; body: Record<string, unknown> }>;
}

async function call<T>(svc: ServiceUnderTest, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${svc.api}${path}`, {
    method,
    headers: { authorization: svc.token, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function targets(svc: ServiceUnderTest): Promise<Targets> {
  type Page = { items: Array<{ id: string }> };
  const ids = async (query: string) =>
    (await call<Page>(svc, "GET", `/v1/entities?${query}&pageSize=1000`)).items.map((e) => e.id);
  const items = await ids("isLocation=false");
  const locations = await ids("isLocation=true");
  const putBodies: Targets["putBodies"] = [];
  // PUT targets: entities a client edits in full, with a description and custom fields, as the edit page does.
  for (let i = 0; i < 32; i++) {
    const created = await call<{ id: string }>(svc, "POST", "/v1/entities", {
      name: `Edited in full ${i}`,
      parentId: locations[i % locations.length],
      description: "A whole entity sent back with PUT",
      fields: [
        { name: "Colour", type: "text", textValue: "grey" },
        { name: "Weight", type: "number", numberValue: 1.5 },
      ],
    });
    const body = await call<Record<string, unknown>>(svc, "GET", `/v1/entities/${created.id}`);
    putBodies.push({ id: created.id, body });
  }
  return { items, locations, putBodies };
}

/** The request of one operation, with its ids drawn from `rand`. */
function nextRequest(op: Operation, t: Targets, rand: () => number): Request {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const json = (method: "PATCH" | "POST" | "PUT", path: string, body: unknown): Request => ({
    method,
    path,
    body: JSON.stringify(body),
  });
  switch (op) {
    case "search":
      return {
        method: "GET",
        path: `/api/v1/entities?q=${encodeURIComponent(pick(SEARCH_TERMS))}&isLocation=any&pageSize=50`,
      };
    case "GET entity":
      return { method: "GET", path: `/api/v1/entities/${pick(t.items)}` };
    case "list by location":
      return { method: "GET", path: `/api/v1/entities?locationIds=${pick(t.locations)}&isLocation=any&pageSize=50` };
    case "PATCH quantity":
      return json("PATCH", `/api/v1/entities/${pick(t.items)}`, { quantity: 1 + Math.floor(rand() * 20) });
    case "PATCH move":
      // Locations never sit under items in the seed, so a move to any location is valid.
      return json("PATCH", `/api/v1/entities/${pick(t.items)}`, { parentId: pick(t.locations) });
    case "POST":
      return json("POST", "/api/v1/entities", {
        name: `Mixed load ${Math.floor(rand() * 1e9)}`,
        parentId: pick(t.locations),
      });
    case "PUT": {
      const { id, body } = pick(t.putBodies);
      return json("PUT", `/api/v1/entities/${id}`, { ...body, quantity: 1 + Math.floor(rand() * 20) });
    }
  }
}

/** One autocannon run of the mix; every connection draws its next operation by the shares of MIX. */
async function mixedRun(svc: ServiceUnderTest, t: Targets, seconds: number, seed: number) {
  const rand = mulberry32(seed);
  const draw = (): Operation => {
    let r = rand() * 100;
    for (const [op, share] of MIX) if ((r -= share) < 0) return op;
    return MIX[0]![0];
  };
  /** Failed answers by operation and status ("POST 503"): which rule or limit a failure came from. */
  const failedByOp: Record<string, number> = {};
  const result = await autocannon({
    url: svc.proc.url,
    connections: MIXED_CONNECTIONS,
    duration: seconds,
    headers: { authorization: svc.token, "content-type": "application/json" },
    requests: [
      {
        setupRequest: (req, context) => {
          const op = draw();
          (context as { op?: Operation }).op = op;
          // autocannon writes Content-Length into the headers object it is given: a copy per request keeps a
          // POST's length from riding along on the GETs that follow (the service rightly refused those as bad HTTP).
          return { ...req, headers: { ...req.headers }, body: undefined, ...nextRequest(op, t, rand) };
        },
        onResponse: (status, _body, context) => {
          const op = (context as { op: Operation }).op;
          const key = `${op} ${status}`;
          if (status < 200 || status > 299) failedByOp[key] = (failedByOp[key] ?? 0) + 1;
        },
      },
    ],
  });
  return { result, failedByOp };
}

export async function mixedLoadFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const svc = await startServiceUnderTest(backend, s.loadEntities);
  try {
    const t = await targets(svc);
    await mixedRun(svc, t, 1, 0); // warm-up: JIT, caches, connection pool
    const failures = new Map<string, number>();
    const figures = await repeat(
      s.runs,
      async (run) => {
        const probe = await startStatusProbe(`${svc.api}/v1/status`, PROBE_INTERVAL_MS);
        const { result, failedByOp } = await mixedRun(svc, t, s.seconds, run + 1);
        const probed = await probe.stop();
        for (const [op, n] of Object.entries(failedByOp)) failures.set(op, (failures.get(op) ?? 0) + n);
        return {
          errors: result.errors + result.timeouts + result.non2xx,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          rps: result.requests.average,
          probeMax: probed.maxMs,
          probeFailures: probed.failures,
          probes: probed.count,
        };
      },
      ["rps"],
    );
    const section = `${backend}: mixed load, ${MIXED_CONNECTIONS} connections`;
    const sqliteGoals = backend === "sqlite" ? GOALS.sqlite : undefined;
    const byOp = [...failures].map(([op, n]) => `${n} ${op}`).join(", ");
    return [
      {
        section,
        figure: "errors (non-2xx, timeouts, socket errors)",
        unit: "requests",
        summary: figures.errors,
        note: [budget(`budget ${GOALS.errors}`, figures.errors, (v) => v <= GOALS.errors), byOp && `all runs: ${byOp}`]
          .filter(Boolean)
          .join("; "),
      },
      {
        section,
        figure: "latency p50",
        unit: "ms",
        summary: figures.p50,
        note: `mix: ${MIX.map(([op, share]) => `${share} % ${op}`).join(", ")}`,
      },
      {
        section,
        figure: "latency p99",
        unit: "ms",
        summary: figures.p99,
        note: sqliteGoals
          ? budget(`budget ≤ ${sqliteGoals.p99Ms} ms`, figures.p99, (v) => v <= sqliteGoals.p99Ms)
          : "no budget on PostgreSQL",
      },
      {
        section,
        figure: "latency max",
        unit: "ms",
        summary: figures.max,
        note: `at most the run's ${s.seconds} s: a request still open when a run ends is not counted`,
      },
      { section, figure: "requests/second", unit: "req/s", summary: figures.rps },
      {
        section,
        figure: "/api/v1/status probe max",
        unit: "ms",
        summary: figures.probeMax,
        note: [
          budget(`budget < ${GOALS.probeMaxMs} ms`, figures.probeMax, (v) => v < GOALS.probeMaxMs),
          `one probe every ${PROBE_INTERVAL_MS} ms on its own connection, ${figures.probes!.median} a run`,
          `${figures.probeFailures!.worst} failed in the worst run`,
        ].join("; "),
      },
    ];
  } finally {
    await svc.stop();
  }
}
