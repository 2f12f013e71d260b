import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import WebSocket from "ws";
import { serveApp } from "../../server/http/node-server";
import type { TestService } from "./service";

/** The test service behind a real listener on 127.0.0.1 with WebSocket upgrades, as `npm start` serves it. */
export async function listen(svc: TestService) {
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const s = serveApp(svc.app.fetch, { port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  svc.app.injectWebSocket(server);
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    wsBase: `ws://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Opened = { refused: number } | { refused?: undefined; socket: ReturnType<typeof watch>; protocol: string };

/** Opens a real WebSocket; resolves once it is open, or with the status of a refused upgrade. */
export function openSocket(
  url: string,
  opts: { headers?: Record<string, string>; protocols?: string[] } = {},
): Promise<Opened> {
  const ws = new WebSocket(url, opts.protocols ?? [], { headers: opts.headers });
  const socket = watch(ws);
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve({ socket, protocol: ws.protocol }));
    ws.once("unexpected-response", (_req, res) => {
      resolve({ refused: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once("error", reject);
  });
}

/**
 * What one socket received, in order. `next()` waits for the next message; the wait ends with an error
 * after `limitMs`, so a missing message fails the test instead of hanging it (a safety net, not a timing).
 */
function watch(ws: WebSocket, limitMs = 10_000) {
  const messages: unknown[] = [];
  let closed: { code: number; reason: string } | undefined;
  ws.on("message", (data) => messages.push(JSON.parse(String(data))));
  ws.on("close", (code, reason) => (closed = { code, reason: String(reason) }));
  let cursor = 0;
  const waiting = { timeout: limitMs, interval: 10 };
  return {
    messages,
    /** The next message other than Homebox's ping. */
    next: () =>
      vi.waitFor(() => {
        while (cursor < messages.length) {
          const m = messages[cursor++] as { event: string };
          if (m.event !== "ping") return m;
        }
        throw new Error(`no message yet; closed: ${JSON.stringify(closed)}`);
      }, waiting),
    /** Resolves with the close code once the service has closed the socket. */
    closedByService: () =>
      vi.waitFor(() => {
        if (!closed) throw new Error("the socket is still open");
        return closed;
      }, waiting),
    send: (text: string) => ws.send(text),
    close: () => {
      ws.close();
      return vi.waitFor(() => {
        if (!closed) throw new Error("the socket did not close");
      }, waiting);
    },
  };
}
