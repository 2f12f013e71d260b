import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NotifierScheme } from "../../../contract/notifier";

export interface SchemeField {
  key: string;
  label: MessageDescriptor;
  placeholder?: string;
  type?: "text" | "password";
}

/**
 * What the notifier form asks for each scheme, in the words each service uses (its own webhook URL,
 * server, topic, token), and how those become the notification URL (docs/notifications.md).
 */
export const SCHEMES: Record<NotifierScheme, { label: MessageDescriptor; fields: SchemeField[] }> = {
  generic: {
    label: msg`Webhook (JSON POST)`,
    fields: [{ key: "url", label: msg`Webhook URL`, placeholder: "https://example.com/hook" }],
  },
  ntfy: {
    label: msg`ntfy`,
    fields: [
      { key: "server", label: msg`ntfy server`, placeholder: "https://ntfy.sh" },
      { key: "topic", label: msg`Topic` },
      { key: "token", label: msg`Access token (optional)`, type: "password" },
    ],
  },
  gotify: {
    label: msg`Gotify`,
    fields: [
      { key: "server", label: msg`Gotify server`, placeholder: "https://gotify.example.com" },
      { key: "token", label: msg`Application token`, type: "password" },
    ],
  },
  discord: {
    label: msg`Discord`,
    fields: [
      {
        key: "webhook",
        label: msg`Discord webhook URL`,
        placeholder: "https://discord.com/api/webhooks/…",
        type: "password",
      },
    ],
  },
  slack: {
    label: msg`Slack`,
    fields: [
      {
        key: "webhook",
        label: msg`Slack webhook URL`,
        placeholder: "https://hooks.slack.com/services/…",
        type: "password",
      },
    ],
  },
  telegram: {
    label: msg`Telegram`,
    fields: [
      { key: "token", label: msg`Bot token`, type: "password" },
      { key: "chats", label: msg`Chat ids (comma separated)`, placeholder: "12345678, @mychannel" },
    ],
  },
  smtp: {
    label: msg`E-mail (SMTP)`,
    fields: [
      { key: "host", label: msg`Mail server`, placeholder: "smtp.example.com" },
      { key: "port", label: msg`Port`, placeholder: "587" },
      { key: "user", label: msg`User name (optional)` },
      { key: "password", label: msg`Password (optional)`, type: "password" },
      { key: "from", label: msg`From address` },
      { key: "to", label: msg`To addresses (comma separated)` },
      { key: "encryption", label: msg`Encryption (auto, explicittls, implicittls, none)`, placeholder: "auto" },
    ],
  },
};

const enc = encodeURIComponent;

/** A server address the user typed (with or without http://) as host and path, and whether it is plain http. */
function server(raw: string): { host: string; plain: boolean } {
  const plain = /^http:\/\//i.test(raw.trim());
  return {
    host: raw
      .trim()
      .replace(/^https?:\/\//i, "")
      .replace(/\/+$/, ""),
    plain,
  };
}

/** The notification URL for a scheme's fields; "" until the required ones are there. */
export function buildUrl(scheme: NotifierScheme, v: Record<string, string>): string {
  const get = (k: string) => (v[k] ?? "").trim();
  switch (scheme) {
    case "generic": {
      const m = /^(https?):\/\/(.+)$/i.exec(get("url"));
      return m ? `generic+${m[1]!.toLowerCase()}://${m[2]}` : "";
    }
    case "ntfy": {
      const { host, plain } = server(get("server"));
      if (!host || !get("topic")) return "";
      return `ntfy://${get("token") ? `:${enc(get("token"))}@` : ""}${host}/${enc(get("topic"))}${plain ? "?scheme=http" : ""}`;
    }
    case "gotify": {
      const { host, plain } = server(get("server"));
      return host && get("token") ? `gotify://${host}/${enc(get("token"))}${plain ? "?disabletls=yes" : ""}` : "";
    }
    case "discord": {
      const m = /\/api\/webhooks\/([^/]+)\/([^/?#]+)/.exec(get("webhook"));
      return m ? `discord://${m[2]}@${m[1]}` : "";
    }
    case "slack": {
      const m = /\/services\/([^/]+)\/([^/]+)\/([^/?#]+)/.exec(get("webhook"));
      return m ? `slack://hook:${m[1]}-${m[2]}-${m[3]}@webhook` : "";
    }
    case "telegram": {
      const chats = get("chats")
        .split(",")
        .map((c) => c.trim())
        .filter(Boolean)
        .join(",");
      return get("token") && chats ? `telegram://${get("token")}@telegram?chats=${chats}` : "";
    }
    case "smtp": {
      if (!get("host") || !get("from") || !get("to")) return "";
      const auth = get("user") ? `${enc(get("user"))}${get("password") ? `:${enc(get("password"))}` : ""}@` : "";
      const query = new URLSearchParams({ from: get("from"), to: get("to").replace(/\s+/g, "") });
      if (get("encryption")) query.set("encryption", get("encryption"));
      return `smtp://${auth}${get("host")}${get("port") ? `:${get("port")}` : ""}/?${query.toString()}`;
    }
  }
}
