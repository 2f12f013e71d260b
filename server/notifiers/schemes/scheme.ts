import type { NotifierScheme } from "../../../contract";

/** What every notification says: a title and a plain-text body. */
export interface Message {
  title: string;
  body: string;
}

/** One HTTP request of a delivery (a Telegram URL with several chats makes several). */
export interface HttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SmtpTarget {
  host: string;
  port: number;
  user: string;
  pass: string;
  from: string;
  to: string[];
  /** none: plain SMTP; explicit: STARTTLS required; implicit: TLS from the start; auto: STARTTLS when offered. */
  encryption: "none" | "explicit" | "implicit" | "auto";
}

/** Where a notification goes: HTTP requests, or an e-mail. */
export type Target = { kind: "http"; requests: HttpRequest[] } | { kind: "smtp"; smtp: SmtpTarget };

/** The API bases of the hosted services, replaceable for tests and self-hosted proxies (README). */
export interface ServiceBases {
  discord: string;
  slack: string;
  telegram: string;
}

export interface SchemeHandler {
  scheme: NotifierScheme;
  /** The target of a URL, or a message saying what is wrong with it (the message never repeats the URL). */
  target(url: URL, message: Message, bases: ServiceBases): Target | { problem: string };
  /** The URL with every secret replaced by `***`: what any answer shows. */
  mask(url: URL): string;
}

export const MASK = "***";

/** The URL's user name or password as written (percent-decoded), or "". */
export function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export const hostPort = (url: URL) => (url.port ? `${url.hostname}:${url.port}` : url.hostname);

export const json = (value: unknown) => JSON.stringify(value);

/** "Title\n\nbody" for the services that take one text. */
export const asText = (m: Message) => (m.title ? `${m.title}\n\n${m.body}` : m.body);
