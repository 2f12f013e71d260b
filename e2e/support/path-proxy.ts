import { request as httpRequest, createServer, type Server } from "node:http";
import { connect } from "node:net";

/**
 * A reverse proxy as a self-hoster runs one in front of several apps: it forwards `prefix/…` (the path
 * unchanged, as Traefik or Caddy do without a strip rule) to one service and answers 404 for anything else,
 * so a request the app makes outside its prefix fails the way it would behind the real thing. Streams both
 * ways (live events) and passes WebSocket upgrades through.
 */
export interface PathProxy {
  origin: string;
  /** Paths that came in outside the prefix, which the app should never ask for. */
  refused: string[];
  close(): Promise<void>;
}

export async function startPathProxy(prefix: string, target: string): Promise<PathProxy> {
  const to = new URL(target);
  const refused: string[] = [];
  const inside = (url = "/") => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
  const server: Server = createServer((req, res) => {
    if (!inside(req.url)) {
      refused.push(req.url ?? "");
      res.writeHead(404, { "content-type": "text/plain" }).end("Not behind this proxy");
      return;
    }
    const headers = { ...req.headers, host: to.host, "x-forwarded-proto": "http" };
    const upstream = httpRequest(
      { hostname: to.hostname, port: to.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.headersSent || res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on("upgrade", (req, socket, head) => {
    if (!inside(req.url)) return socket.destroy();
    const upstream = connect(Number(to.port), to.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
