import type { NotifierScheme } from "../../../contract";
import { discord, slack, telegram } from "./hosted";
import type { Message, SchemeHandler, ServiceBases, Target } from "./scheme";
import { generic, gotify, ntfy } from "./self-hosted";
import { smtp } from "./smtp";

const HANDLERS: Record<NotifierScheme, SchemeHandler> = { generic, ntfy, gotify, discord, slack, telegram, smtp };

/** `generic+http:` and `generic+https:` are the generic service over a named transport. */
const schemeOf = (url: URL) => url.protocol.replace(/:$/, "").replace(/^generic\+https?$/, "generic");

/**
 * A problem, and for a well-formed `scheme://…` URL of a scheme the service cannot send to, that scheme:
 * such a URL may still be stored, as Homebox stores any Shoutrrr URL (docs/notifications.md).
 */
export type Parsed =
  { scheme: NotifierScheme; masked: string; target: Target } | { problem: string; unsupportedScheme?: string };

/** `scheme://` and something after it: the form of every Shoutrrr URL. */
const SCHEME_URL = /^[a-z][a-z0-9+.-]*:\/\/\S/i;

const SUPPORTED = `supported: ${Object.keys(HANDLERS).join(", ")} (docs/notifications.md)`;

/** Reads a notification URL (docs/notifications.md): what to send where, and its masked form; or what is wrong. */
export function parseNotifierUrl(raw: string, message: Message, bases: ServiceBases): Parsed {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: `is not a notification URL; ${SUPPORTED}` };
  }
  const scheme = schemeOf(url);
  const handler = (HANDLERS as Record<string, SchemeHandler | undefined>)[scheme];
  if (!handler) {
    const problem = `uses a scheme the service cannot send to (${scheme}); ${SUPPORTED}`;
    return SCHEME_URL.test(raw) ? { problem, unsupportedScheme: scheme } : { problem };
  }
  const target = handler.target(url, message, bases);
  if ("problem" in target) return { problem: `${target.problem}` };
  return { scheme: handler.scheme, masked: handler.mask(url), target };
}
