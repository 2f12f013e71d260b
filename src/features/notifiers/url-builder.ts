import type { NotifierScheme } from "../../api/contract";

export interface SchemeField {
  key: string;
  label: string;
  placeholder?: string;
  type?: "text" | "password";
}

/**
 * What the notifier form asks for each scheme, in the words each service uses (its own webhook URL,
 * server, topic, token), and how those become the notification URL (docs/notifications.md).
 */
export const SCHEMES: Record<NotifierScheme, { label: string; fields: SchemeField[] }> = {
  generic: {
    label: "Webhook (JSON POST)",
    fields: [{ key: "url", label: "Webhook URL", placeholder: "https://example.com/hook" }],
  },
  ntfy: {
    label: "ntfy",
    fields: [
      { key: "server", label: "ntfy server", placeholder: "https://ntfy.sh" },
      { key: "topic", label: "Topic" },
      { key: "token", label: "Access token (optional)", type: "password" },
    ],
  },
  gotify: {
    label: "Gotify",
    fields: [
      { key: "server", label: "Gotify server", placeholder: "https://gotify.example.com" },
      { key: "token", label: "Application token", type: "password" },
    ],
  },
  discord: {
    label: "Discord",
    fields: [
      {
        key: "webhook",
        label: "Discord webhook URL",
        placeholder: "https://discord.com/api/webhooks/…",
        type: "password",
      },
    ],
  },
  slack: {
    label: "Slack",
    fields: [
      {
        key: "webhook",
        label: "Slack webhook URL",
        placeholder: "https://hooks.slack.com/services/…",
        type: "password",
      },
    ],
  },
  telegram: {
    label: "Telegram",
    fields: [
      { key: "token", label: "Bot token", type: "password" },
      { key: "chats", label: "Chat ids (comma separated)", placeholder: "12345678, @mychannel" },
    ],
  },
  smtp: {
    label: "E-mail (SMTP)",
    fields: [
      { key: "host", label: "Mail server", placeholder: "smtp.example.com" },
      { key: "port", label: "Port", placeholder: "587" },
      { key: "user", label: "User name (optional)" },
      { key: "password", label: "Password (optional)", type: "password" },
      { key: "from", label: "From address" },
      { key: "to", label: "To addresses (comma separated)" },
      { key: "encryption", label: "Encryption (auto, explicittls, implicittls, none)", placeholder: "auto" },
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
