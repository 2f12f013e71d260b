import type { NotifierConfig } from "../config";
import { deliver, DeliveryError } from "./deliver";
import { parseNotifierUrl, type Parsed } from "./schemes";
import type { Message } from "./schemes/scheme";
import { urlSecret, type UrlSecret } from "./url-secret";

/** Parse, seal and send: what the routes and the reminder scheduler share. */
export interface Notifications {
  secret: UrlSecret;
  parse(url: string, message?: Message): Parsed;
  /** Sends to a URL; resolves with undefined when delivered, else the error to show (never the URL). */
  send(url: string, message: Message): Promise<string | undefined>;
}

const PROBE: Message = { title: "", body: "" };

export function notifications(config: NotifierConfig, fetchImpl: typeof fetch): Notifications {
  const secret = urlSecret(config.secretKey);
  const parse = (url: string, message = PROBE) => parseNotifierUrl(url, message, config.bases);
  return {
    secret,
    parse,
    async send(url, message) {
      const parsed = parse(url, message);
      if ("problem" in parsed) return `the URL ${parsed.problem}`;
      try {
        await deliver(parsed.target, message, {
          fetch: fetchImpl,
          timeoutMs: config.timeoutMs,
          attempts: config.attempts,
          retryDelayMs: config.retryDelayMs,
        });
        return undefined;
      } catch (err) {
        return err instanceof DeliveryError ? err.message : "delivery failed";
      }
    },
  };
}
