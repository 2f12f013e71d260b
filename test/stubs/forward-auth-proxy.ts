import http from "node:http";
import type { AddressInfo } from "node:net";

/** The address the proxy connects from: a loopback address of its own, so a service can trust it alone. */
export const PROXY_SOURCE_ADDRESS = "127.0.0.2";

/** The person headers, as Authelia and Authentik send them after their own sign-in. */
export interface ProxiedPerson {
  user: string;
  email?: string;
  name?: string;
  groups?: string;
}

/**
 * A reverse proxy doing forward auth: it drops any Remote-* header the client sent, adds the headers of the
 * person it signed in (or none), and forwards to the service from PROXY_SOURCE_ADDRESS.
 */
export async function startForwardAuthProxy(target: string, person: ProxiedPerson | undefined) {
  const upstream = new URL(target);
  const state = { person };
  const server = http.createServer((req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith("remote-")));
    const p = state.person;
    if (p) {
      Object.assign(headers, { "remote-user": p.user });
      if (p.email) headers["remote-email"] = p.email;
      if (p.name) headers["remote-name"] = p.name;
      if (p.groups) headers["remote-groups"] = p.groups;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        localAddress: PROXY_SOURCE_ADDRESS,
        method: req.method,
        path: req.url,
        headers: { ...headers, host: upstream.host, "x-forwarded-for": req.socket.remoteAddress ?? "" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Who the proxy says is signed in from now on (undefined: nobody). */
    signIn(next: ProxiedPerson | undefined) {
      state.person = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
