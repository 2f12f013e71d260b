import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  user: string;
  /** The raw message (headers and body) as the server received it. */
  raw: string;
}

export interface NotificationStub {
  /** `http://127.0.0.1:<port>`: every HTTP notification service at once (paths tell them apart). */
  url: string;
  hostPort: string;
  smtpPort: number;
  received: ReceivedRequest[];
  mails: ReceivedMail[];
  /** Service env that sends Discord, Slack and Telegram here instead of to their hosts, and allows loopback. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export const STUB_SMTP_USER = "mailer";
export const STUB_SMTP_PASSWORD = "mail-secret";

/**
 * A local stand-in for the notification services (docs/notifications.md): it records every request and
 * answers as the services do (200, Discord's 204). Paths steer failures for the retry and timeout tests:
 * `/status/<code>/…` answers that status (a 3xx with a Location), `/fail-twice/…` answers 503 to its first two requests, and
 * `/hang/…` never answers. `GET /_received` lists what arrived (for the browser tests). The SMTP server
 * takes mail with or without the stub's user and records it; a wrong password is refused.
 */
export async function startNotificationStub(
  opts: { port?: number; smtpPort?: number } = {},
): Promise<NotificationStub> {
  const received: ReceivedRequest[] = [];
  const mails: ReceivedMail[] = [];
  const failures = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      if (req.method === "GET" && path === "/_received") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      received.push({ method: req.method ?? "", path, headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = /^\/status\/(\d{3})\//.exec(path);
      if (status) {
        const code = Number(status[1]);
        return void res.writeHead(code, code >= 300 && code < 400 ? { location: "/redirected/" } : {}).end("{}");
      }
      if (path.startsWith("/hang/")) return void hanging.add(res);
      if (path.startsWith("/fail-twice/")) {
        const seen = (failures.get(path) ?? 0) + 1;
        failures.set(path, seen);
        if (seen <= 2) return void res.writeHead(503).end("busy");
      }
      if (path.startsWith("/api/webhooks/")) return void res.writeHead(204).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === STUB_SMTP_USER && auth.password === STUB_SMTP_PASSWORD) done(null, { user: auth.username });
      else done(new Error("Invalid username or password"));
    },
    onData(stream, session, done) {
      const parts: Buffer[] = [];
      stream.on("data", (c: Buffer) => parts.push(c));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : "",
          raw: Buffer.concat(parts).toString("utf8"),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(opts.smtpPort ?? 0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    hostPort: `127.0.0.1:${port}`,
    smtpPort,
    received,
    mails,
    env: () => ({
      NOTIFIER_DISCORD_URL: url,
      NOTIFIER_SLACK_URL: url,
      NOTIFIER_TELEGRAM_URL: url,
      // The stub listens on 127.0.0.1, a loopback address the service refuses by default: allowed here explicitly.
      NOTIFIER_ADDRESSES: "all",
    }),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
