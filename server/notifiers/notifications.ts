import type { NotifierConfig } from "../config";
import { addressAllowed } from "./address-policy";
import { deliver } from "./deliver";
import { DeliveryError } from "./delivery-error";
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

/**
 * What a user sees of any failed delivery. It is the same whether a port was closed, answered HTTP or
 * never answered, so that sending to typed URLs cannot map the service's network; the log has the reason.
 */
export const NOT_DELIVERED =
  "the notification service could not be reached or did not accept the message (the service's log has the reason)";

const PROBE: Message = { title: "", body: "" };

export function notifications(config: NotifierConfig): Notifications {
  const secret = urlSecret(config.secretKey);
  const parse = (url: string, message = PROBE) => parseNotifierUrl(url, message, config.bases);
  const allowed = addressAllowed(config.reach);
  return {
    secret,
    parse,
    async send(url, message) {
      const parsed = parse(url, message);
      if ("problem" in parsed) return `the URL ${parsed.problem}`;
      try {
        await deliver(parsed.target, message, { ...config, allowed });
        return undefined;
      } catch (err) {
        const reason = err instanceof DeliveryError ? err.message : "delivery failed";
        console.warn(`[notifiers] a ${parsed.scheme} delivery to ${parsed.masked} failed: ${reason}`);
        return NOT_DELIVERED;
      }
    },
  };
}
