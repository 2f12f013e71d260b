import { serve, type ServerType } from "@hono/node-server";
import { STATUS_CODES } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";

/** Request line plus headers may be this large, for list filters of up to 1000 ids; larger is a JSON 431. */
export const MAX_HEADER_BYTES = 64 * 1024;

/** The app's fetch; `env` is @hono/node-server's bindings (`incoming`, `outgoing`), which `c.env` becomes. */
type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * HEAD runs the GET and drops its body here, since Hono's own HEAD handling loses the headers set after
 * the handler (the security headers).
 */
function withHead(fetch: Fetch): Fetch {
  // The bindings go along: the caller's address comes from them (client-address.ts).
  return async (request, env) => {
    if (request.method !== "HEAD") return fetch(request, env);
    const res = await fetch(new Request(request.url, { method: "GET", headers: request.headers }), env);
    // Headers and status first: reading any other property of the lightweight Response rebuilds it from
    // the headers it was created with, dropping those set later.
    const headers = new Headers(res.headers);
    const status = res.status;
    await res.body?.cancel();
    return new Response(null, { status, headers });
  };
}

/** What Node would answer with an empty body, in the contract's error shape instead. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, `The request line and headers are larger than ${MAX_HEADER_BYTES / 1024} KiB.`]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive."]
        : [400, "The request is not valid HTTP."];
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n" +
      body,
  );
}

/** The service's HTTP listener: the app's fetch with the header limit, HEAD handling and JSON client errors. */
export function serveApp(
  fetch: Fetch,
  opts: { port: number; hostname: string },
  onListen?: (info: AddressInfo) => void,
): ServerType {
  const server = serve(
    {
      fetch: withHead(fetch),
      port: opts.port,
      hostname: opts.hostname,
      serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
    },
    onListen,
  );
  server.on("clientError", answerClientError);
  return server;
}
