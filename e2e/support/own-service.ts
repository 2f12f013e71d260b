import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A second e2e service (`e2e/support/e2e-server.ts`: the real service, stub barcode providers) that a
 * spec starts, stops and starts again itself, on a port and data directory of its own. Playwright's
 * webServer cannot be restarted mid-test. Node runs tsx directly (`node --import tsx`, what `npx tsx`
 * ends up running) so that SIGTERM reaches the service itself rather than an npx wrapper.
 */
export interface OwnService {
  origin: string;
  dataDir: string;
  /**
   * SIGTERM, then resolves with the exit code once the process has exited (the service finishes open requests
   * first; 1 means it had to give up waiting for them).
   */
  stop(): Promise<number | null>;
  /** Starts it again on the same port and data directory. */
  restart(): Promise<void>;
  /** Stops it and removes its data directory. */
  dispose(): Promise<void>;
}

/** A port nobody listens on right now: the OS picks one, we release it and reuse the number. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Settings a spec adds, given the service's origin (PUBLIC_URL, say). */
type ExtraEnv = (origin: string) => Record<string, string>;

function launch(port: number, dataDir: string, extra: ExtraEnv): Promise<ChildProcess> {
  const own = { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ALLOW_REGISTRATION: "true" };
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/support/e2e-server.ts"], {
    env: { ...process.env, ...own, ...extra(`http://127.0.0.1:${port}`) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The line server/start.ts prints once it listens.
      if (/running at http:\/\/\S+/.test(output)) resolve(child);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code, signal) => reject(new Error(`the service exited (${code ?? signal}): ${output}`)));
  });
}

function terminate(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}

export async function startOwnService(extra: ExtraEnv = () => ({})): Promise<OwnService> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "inventory-e2e-own-"));
  let child = await launch(port, dataDir, extra);
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    stop: () => terminate(child),
    async restart() {
      await terminate(child);
      child = await launch(port, dataDir, extra);
    },
    async dispose() {
      await terminate(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
