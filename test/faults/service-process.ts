import { spawn, type ChildProcess } from "node:child_process";

/**
 * `server/main.ts` as its own process (as `npm run serve` starts it), on a free port of 127.0.0.1.
 * Used where only a real process will do: SIGKILL mid-write, the process's own logs, the benchmark.
 * `compiled` names a build of the service (dist-service/main.js) to run on plain node instead, as
 * `npm start` does; the caller builds it.
 */
export interface ServiceProcess {
  child: ChildProcess;
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string | null>;
}

export function startServiceProcess(
  env: Record<string, string>,
  opts: { startTimeoutMs?: number; compiled?: string } = {},
): Promise<ServiceProcess> {
  const args = opts.compiled ? [opts.compiled] : ["--import", "tsx", "server/main.ts"];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | string | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the service did not print its URL in time: ${output}`));
    }, opts.startTimeoutMs ?? 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/\S+?)\/? /.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!.replace("localhost", "127.0.0.1"), output: () => output, exited });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited early (${code}): ${output}`));
    });
  });
}

/** SIGKILL: no handler runs, nothing is flushed or closed: the crash a power cut or OOM killer causes. */
export async function killHard(p: ServiceProcess): Promise<void> {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
  await p.exited;
}
