import { decoded, hostPort, json, MASK, type SchemeHandler } from "./scheme";

const pathSegments = (url: URL) => url.pathname.split("/").filter(Boolean).map(decoded);

/** `generic://host/path` (https) or `generic+http(s)://…`: a JSON POST `{title, message}`, as Shoutrrr's. */
export const generic: SchemeHandler = {
  scheme: "generic",
  target(url, message) {
    if (!url.hostname) return { problem: "needs a host: generic://host/path or generic+http://host/path" };
    const transport = url.protocol === "generic+http:" ? "http" : "https";
    const auth: Record<string, string> = url.username
      ? { authorization: `Basic ${btoa(`${decoded(url.username)}:${decoded(url.password)}`)}` }
      : {};
    return {
      kind: "http",
      requests: [
        {
          url: `${transport}://${hostPort(url)}${url.pathname}${url.search}`,
          headers: { "content-type": "application/json", ...auth },
          body: json({ title: message.title, message: message.body }),
        },
      ],
    };
  },
  mask: (url) => `${url.protocol}//${hostPort(url)}${url.pathname.length > 1 || url.search ? `/${MASK}` : ""}`,
};

/** `ntfy://[user:password@|:token@]host[:port]/topic[?scheme=http]`: POST the body to the topic. */
export const ntfy: SchemeHandler = {
  scheme: "ntfy",
  target(url, message) {
    const [topic, ...rest] = pathSegments(url);
    if (!url.hostname || !topic || rest.length > 0) return { problem: "must be ntfy://host/topic" };
    const transport = url.searchParams.get("scheme") === "http" ? "http" : "https";
    const headers: Record<string, string> = {
      "content-type": "text/plain; charset=utf-8",
      title: encodeHeader(message.title),
    };
    if (url.password && !url.username) headers.authorization = `Bearer ${decoded(url.password)}`;
    else if (url.username) headers.authorization = `Basic ${btoa(`${decoded(url.username)}:${decoded(url.password)}`)}`;
    return {
      kind: "http",
      requests: [{ url: `${transport}://${hostPort(url)}/${encodeURIComponent(topic)}`, headers, body: message.body }],
    };
  },
  mask: (url) => `ntfy://${url.username || url.password ? `${MASK}@` : ""}${hostPort(url)}/${MASK}`,
};

/** `gotify://host[:port][/path]/token[?disabletls=yes]`: POST `{title, message, priority}` to /message. */
export const gotify: SchemeHandler = {
  scheme: "gotify",
  target(url, message) {
    const segments = pathSegments(url);
    const token = segments.pop();
    if (!url.hostname || !token) return { problem: "must be gotify://host/token" };
    const transport = url.searchParams.get("disabletls") === "yes" ? "http" : "https";
    const base = [hostPort(url), ...segments.map(encodeURIComponent)].join("/");
    return {
      kind: "http",
      requests: [
        {
          url: `${transport}://${base}/message`,
          headers: { "content-type": "application/json", "x-gotify-key": token },
          body: json({ title: message.title, message: message.body, priority: 5 }),
        },
      ],
    };
  },
  mask: (url) => `gotify://${hostPort(url)}/${MASK}`,
};

/** HTTP header values must be Latin-1; ntfy reads RFC 2047 encoded words for anything else. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}
