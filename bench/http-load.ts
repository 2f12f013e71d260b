import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

/** autocannon against one URL: requests per second and latency percentiles of one run. */
export type LoadRun = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
};

export interface LoadRequest {
  url: string;
  method?: "GET" | "PATCH";
  headers?: Record<string, string>;
  body?: string;
}

export async function load(req: LoadRequest, opts: { connections: number; seconds: number }): Promise<LoadRun> {
  const result = await autocannon({
    url: req.url,
    method: req.method ?? "GET",
    headers: req.headers,
    body: req.body,
    connections: opts.connections,
    duration: opts.seconds,
  });
  // A run where the service answered anything but 2xx, or not within autocannon's 10 s, measures the
  // wrong thing: count it, show it.
  const { errors, timeouts, non2xx } = result;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    timeouts,
    non2xx,
    requests: result.requests.total,
  };
}

export interface ProbeResult {
  count: number;
  failures: number;
  maxMs: number;
}

/**
 * A liveness probe in its own process (bench/status-probe-process.mjs): GET `url` every `intervalMs` on one
 * connection of its own, so that neither the load generator's event loop nor its connections delay it.
 */
export async function startStatusProbe(url: string, intervalMs: number): Promise<{ stop(): Promise<ProbeResult> }> {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "status-probe-process.mjs"), url, String(intervalMs)],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await once(child.stdout!, "data"); // "probing"
  return {
    async stop() {
      child.stdin!.end();
      await once(child, "exit");
      const last = output.trim().split("\n").at(-1)!;
      const { latencies, failures } = JSON.parse(last) as { latencies: number[]; failures: number };
      return { count: latencies.length, failures, maxMs: Math.max(...latencies) };
    },
  };
}
