import type { Row } from "./report";
import { startServiceUnderTest, type Backend, type ServiceUnderTest } from "./service-under-test";
import type { Settings } from "./settings";
import { percentile, repeat } from "./stats";

const SUBSCRIBERS = 100;
const OPEN_STREAMS = 1000;
const GOAL_MiB = 200;

/** One open GET /api/v1/events: calls `onData` with each event's data line as it arrives. */
async function subscribe(svc: ServiceUnderTest, attachmentToken: string, onData: (data: string) => void) {
  const controller = new AbortController();
  const res = await fetch(`${svc.api}/v1/events?access_token=${attachmentToken}`, { signal: controller.signal });
  if (!res.body) throw new Error(`event stream refused: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(": connected")) connected();
        const data = frame.split("\n").find((l) => l.startsWith("data:"));
        if (data) onData(data.slice(5).trim());
      }
    }
  })();
  await ready;
  return () => controller.abort();
}

async function attachmentTokenOf(svc: ServiceUnderTest): Promise<string> {
  const { SEED_USER } = await import("./seed");
  const res = await fetch(`${svc.api}/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: SEED_USER.email, password: SEED_USER.password }),
  });
  return ((await res.json()) as { attachmentToken: string }).attachmentToken;
}

/**
 * Live events (docs/events.md): the time from sending a write (a new tag) until each of 100 open event streams
 * has its event, p50 and p95 over every delivery of a run; and the service's resident memory with 1,000 streams open.
 */
export async function eventFanoutFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const svc = await startServiceUnderTest(backend, 10);
  const closers: Array<() => void> = [];
  try {
    const attachmentToken = await attachmentTokenOf(svc);
    // Arrival times by changed id: an event may come in before the write's own answer does.
    const arrivals = new Map<string, number[]>();
    let check = () => {};
    for (let i = 0; i < SUBSCRIBERS; i++) {
      closers.push(
        await subscribe(svc, attachmentToken, (data) => {
          const id = (JSON.parse(data) as { ids: string[] }).ids[0] ?? "";
          arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
          check();
        }),
      );
    }
    const writes = s.quick ? 10 : 40;
    const figures = await repeat(s.runs, async (run) => {
      const latencies: number[] = [];
      for (let i = 0; i < writes; i++) {
        const started = performance.now();
        const res = await fetch(`${svc.api}/v1/tags`, {
          method: "POST",
          headers: { authorization: svc.token, "content-type": "application/json" },
          body: JSON.stringify({ name: `fan-out ${run}.${i}` }),
        });
        const { id } = (await res.json()) as { id: string };
        await new Promise<void>((resolve) => {
          check = () => {
            if ((arrivals.get(id)?.length ?? 0) >= SUBSCRIBERS) resolve();
          };
          check();
        });
        latencies.push(...(arrivals.get(id) ?? []).map((t) => t - started));
        arrivals.delete(id);
      }
      return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
    });
    for (let i = SUBSCRIBERS; i < OPEN_STREAMS; i++) closers.push(await subscribe(svc, attachmentToken, () => {}));
    const rss = svc.rssMiB();
    const section = `${backend}: live events`;
    return [
      { section, figure: `write → event at each of ${SUBSCRIBERS} subscribers, p50`, unit: "ms", summary: figures.p50 },
      { section, figure: `write → event at each of ${SUBSCRIBERS} subscribers, p95`, unit: "ms", summary: figures.p95 },
      {
        section,
        figure: `RSS with ${OPEN_STREAMS} open event streams`,
        unit: "MiB",
        summary: { median: rss, worst: rss, runs: 1 },
        note: `goal ≤ ${GOAL_MiB} MiB: ${rss <= GOAL_MiB ? "within" : "over"}`,
      },
    ];
  } finally {
    for (const close of closers) close();
    await svc.stop();
  }
}
