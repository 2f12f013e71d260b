import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import nodemailer from "nodemailer";
import { AddressRefused } from "./address-policy";
import { DeliveryError } from "./delivery-error";
import { post } from "./post";
import type { Message, SmtpTarget, Target } from "./schemes/scheme";

export interface DeliveryOptions {
  /** The longest one attempt may take. */
  timeoutMs: number;
  /** Attempts in all (at least 1); only failures that may pass (no answer, 429, 5xx) are tried again. */
  attempts: number;
  /** Pause before the second attempt; doubled before each later one. */
  retryDelayMs: number;
  /** The address policy (address-policy.ts): whether an IP address may be connected to. */
  allowed: (address: string) => boolean;
}

/** Sends one message to a target, with a time limit per attempt and bounded retries (docs/notifications.md). */
export async function deliver(target: Target, message: Message, opts: DeliveryOptions): Promise<void> {
  if (target.kind === "smtp") return withRetries(opts, () => sendMail(target.smtp, message, opts));
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

/** The mail server's address, checked by the policy; the connection then goes to that very address. */
async function checkedAddress(host: string, allowed: DeliveryOptions["allowed"]): Promise<string> {
  const literal = host.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(literal) ? [literal] : (await lookup(host, { all: true })).map((a) => a.address);
  const refused = addresses.find((a) => !allowed(a));
  if (refused !== undefined) throw new DeliveryError(new AddressRefused(refused).message, false);
  return addresses[0] ?? literal;
}

/** Refused credentials or recipients will not pass on a second try; a dropped connection may. */
const SMTP_FINAL = new Set(["EAUTH", "EENVELOPE", "EMESSAGE", "ETLS"]);

async function sendMail(smtp: SmtpTarget, message: Message, opts: DeliveryOptions): Promise<void> {
  let address: string;
  try {
    address = await checkedAddress(smtp.host, opts.allowed);
  } catch (err) {
    if (err instanceof DeliveryError) throw err;
    throw new DeliveryError(`could not resolve the mail server (${(err as { code?: string }).code ?? "?"})`, true);
  }
  const transport = nodemailer.createTransport({
    host: address,
    // TLS still checks the certificate against the name in the URL.
    ...(isIP(smtp.host) ? {} : { servername: smtp.host }),
    port: smtp.port,
    secure: smtp.encryption === "implicit",
    requireTLS: smtp.encryption === "explicit",
    ignoreTLS: smtp.encryption === "none",
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
    connectionTimeout: opts.timeoutMs,
    greetingTimeout: opts.timeoutMs,
    socketTimeout: opts.timeoutMs,
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
