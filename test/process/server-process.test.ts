import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";

/** Starts `server/main.ts` as `npm run serve` does (`npm start` runs the same code compiled: compiled-service.test.ts) and waits for its URL. */
type Started = { child: ChildProcess; url: string; output: () => string; waitFor: (re: RegExp) => Promise<void> };

function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters: Array<{ re: RegExp; done: () => void }> = [];
  const waitFor = (re: RegExp) => new Promise<void>((done) => (re.test(output) ? done() : waiters.push({ re, done })));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const w of waiters.filter((w) => w.re.test(output))) w.done();
      const m = /running at (http:\/\/\S+?)\/? /.exec(output);
      if (m) resolve({ child, url: m[1]!.replace("localhost", "127.0.0.1"), output: () => output, waitFor });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

const post = (url: string, p: string, body: unknown) =>
  fetch(`${url}/api/v1${p}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Creates the first account of a fresh service and signs in; returns the session token ("Bearer …"). */
async function firstSignIn(url: string): Promise<string> {
  const account = { name: "A", email: "a@example.com", password: "long enough pw" };
  expect((await post(url, "/users/register", account)).status).toBe(204);
  const login = await post(url, "/users/login", { username: account.email, password: account.password });
  return ((await login.json()) as { token: string }).token;
}

describe("the service process", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  it("prints its URL, and on Ctrl+C finishes the request in flight, closes the database and exits 0", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "inv-proc-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A barcode provider that holds its answer until the test lets it go: a request guaranteed in flight.
    let arrived!: () => void;
    const requestArrived = new Promise<void>((r) => (arrived = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const provider: Server = createServer((_req, res) => {
      arrived();
      void released.then(() =>
        res
          .writeHead(404, { "content-type": "application/json" })
          .end('{"code":"NOT_FOUND","message":"No match was found."}'),
      );
    });
    await new Promise<void>((r) => provider.listen(0, "127.0.0.1", r));
    cleanups.push(() => provider.close());
    const port = (provider.address() as { port: number }).port;

    const { child, url, output, waitFor } = await startServer({
      DATA_DIR: dataDir,
      BARCODE_UPCITEMDB: "true",
      BARCODE_UPCITEMDB_URL: `http://127.0.0.1:${port}`,
      BARCODE_PROVIDER_TIMEOUT_MS: "20000",
      BARCODE_DEADLINE_MS: "20000",
    });
    cleanups.push(() => child.kill("SIGKILL"));
    const token = await firstSignIn(url);

    const inFlight = fetch(`${url}/api/v1/products/search-from-barcode?data=4006381333931`, {
      headers: { authorization: token },
    });
    await requestArrived;
    const exit = exited(child);
    child.kill("SIGINT");
    // Only once the service has begun shutting down does the provider answer: the request is truly in flight.
    await waitFor(/SIGINT: finishing open requests/);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(await exit).toBe(0);
    expect(output()).toMatch(/closing the database/);
    const db = new SQLite(path.join(dataDir, "inventory.sqlite"), { readonly: true });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(db.prepare("SELECT count(*) AS n FROM users").get()).toEqual({ n: 1 });
    db.close();
  });

  it("on SIGTERM with a Homebox WebSocket open, closes it as going away (1001) and exits 0", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "inv-proc-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const { child, url } = await startServer({ DATA_DIR: dataDir });
    cleanups.push(() => child.kill("SIGKILL"));
    const token = await firstSignIn(url);
    const socket = new WebSocket(`${url.replace("http:", "ws:")}/api/v1/ws/events`, {
      headers: { authorization: token },
    });
    await once(socket, "open");
    const closed = once(socket, "close");
    const exit = exited(child);
    child.kill("SIGTERM");
    expect((await closed)[0]).toBe(1001);
    expect(await exit).toBe(0);
  });
});
