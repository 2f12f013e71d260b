import { asText, decoded, json, MASK, type SchemeHandler } from "./scheme";

/** `discord://token@webhookid`: POST `{content}` to the webhook (Shoutrrr's form). */
export const discord: SchemeHandler = {
  scheme: "discord",
  target(url, message, bases) {
    const token = decoded(url.username);
    const webhookId = url.hostname;
    if (!token || !webhookId) return { problem: "must be discord://token@webhookid" };
    return {
      kind: "http",
      requests: [
        {
          url: `${bases.discord}/api/webhooks/${encodeURIComponent(webhookId)}/${encodeURIComponent(token)}`,
          headers: { "content-type": "application/json" },
          body: json({ content: asText(message) }),
        },
      ],
    };
  },
  mask: () => `discord://${MASK}@${MASK}`,
};

/** `slack://hook:AAA-BBB-CCC@webhook` or `slack://AAA/BBB/CCC`: POST `{text}` to the incoming webhook. */
export const slack: SchemeHandler = {
  scheme: "slack",
  target(url, message, bases) {
    const parts =
      url.username === "hook"
        ? decoded(url.password).split("-")
        : [url.hostname, ...url.pathname.split("/").filter(Boolean)].map(decoded);
    if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9]+$/.test(p))) {
      return { problem: "must be slack://hook:AAA-BBB-CCC@webhook (the three parts of the webhook URL)" };
    }
    return {
      kind: "http",
      requests: [
        {
          url: `${bases.slack}/services/${parts.join("/")}`,
          headers: { "content-type": "application/json" },
          body: json({ text: asText(message) }),
        },
      ],
    };
  },
  mask: () => `slack://${MASK}`,
};

/** `telegram://bot-token@telegram?chats=123,@channel`: one sendMessage per chat. */
export const telegram: SchemeHandler = {
  scheme: "telegram",
  target(url, message, bases) {
    const token = url.password ? `${decoded(url.username)}:${decoded(url.password)}` : decoded(url.username);
    const chats = (url.searchParams.get("chats") ?? "")
      .split(",")
      .map((c) => c.trim())
      .filter(Boolean);
    if (!token || chats.length === 0) return { problem: "must be telegram://token@telegram?chats=chat-id,@channel" };
    return {
      kind: "http",
      requests: chats.map((chat) => ({
        url: `${bases.telegram}/bot${token}/sendMessage`,
        headers: { "content-type": "application/json" },
        body: json({ chat_id: chat, text: asText(message) }),
      })),
    };
  },
  mask: () => `telegram://${MASK}@telegram?chats=${MASK}`,
};
