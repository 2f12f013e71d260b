import nodemailer from "nodemailer";
import type { HttpRequest, Message, SmtpTarget, Target } from "./schemes/scheme";

export interface DeliveryOptions {
  fetch: typeof fetch;
  /** The longest one attempt may take. */
  timeoutMs: number;
  /** Attempts in all (at least 1); only failures that may pass (no answer, 429, 5xx) are tried again. */
  attempts: number;
  /** Pause before the second attempt; doubled before each later one. */
  retryDelayMs: number;
}

/** A failed delivery; its message uses codes and statuses only, never the URL or an answer that may echo a token. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Sends one message to a target, with a time limit per attempt and bounded retries (docs/notifications.md). */
export async function deliver(target: Target, message: Message, opts: DeliveryOptions): Promise<void> {
  if (target.kind === "smtp") return withRetries(opts, () => sendMail(target.smtp, message, opts.timeoutMs));
  for (const request of target.requests) await withRetries(opts, () => post(request, opts));
}

async function withRetries(opts: DeliveryOptions, attempt: () => Promise<void>): Promise<void> {
  const attempts = Math.max(1, opts.attempts);
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      const failure = err instanceof DeliveryError ? err : new DeliveryError("delivery failed", true);
      if (!failure.retryable || n >= attempts) {
        throw new DeliveryError(n > 1 ? `${failure.message} (after ${n} attempts)` : failure.message, false);
      }
      await new Promise((resolve) => setTimeout(resolve, opts.retryDelayMs * 2 ** (n - 1)));
    }
  }
}

async function post(request: HttpRequest, opts: DeliveryOptions): Promise<void> {
  let res: Response;
  try {
    res = await opts.fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      redirect: "error",
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    throw networkFailure(err, opts.timeoutMs);
  }
  // The body is not read into the error (it may echo a token); it is drained so the connection is freed.
  await res.body?.cancel().catch(() => undefined);
  if (res.ok) return;
  const retryable = res.status === 429 || res.status >= 500;
  throw new DeliveryError(`the service answered HTTP ${res.status}`, retryable);
}

function networkFailure(err: unknown, timeoutMs: number): DeliveryError {
  const name = (err as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError")
    return new DeliveryError(`no answer within ${timeoutMs} ms`, true);
  const code = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return new DeliveryError(typeof code === "string" ? `could not connect (${code})` : "could not connect", true);
}

/** Refused credentials or recipients will not pass on a second try; a dropped connection may. */
const SMTP_FINAL = new Set(["EAUTH", "EENVELOPE", "EMESSAGE", "ETLS"]);

async function sendMail(smtp: SmtpTarget, message: Message, timeoutMs: number): Promise<void> {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.encryption === "implicit",
    requireTLS: smtp.encryption === "explicit",
    ignoreTLS: smtp.encryption === "none",
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    logger: false,
  });
  try {
    await transport.sendMail({ from: smtp.from, to: smtp.to, subject: message.title, text: message.body });
  } catch (err) {
    const { code, responseCode } = err as { code?: string; responseCode?: number };
    const detail = [code, responseCode].filter(Boolean).join(" ");
    const retryable = !SMTP_FINAL.has(code ?? "") && !(responseCode !== undefined && responseCode >= 500);
    throw new DeliveryError(`the mail server refused or failed${detail ? ` (${detail})` : ""}`, retryable);
  } finally {
    transport.close();
  }
}
