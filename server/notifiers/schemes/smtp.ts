import { decoded, hostPort, MASK, type SchemeHandler, type SmtpTarget } from "./scheme";

const ENCRYPTION: Record<string, SmtpTarget["encryption"]> = {
  none: "none",
  explicittls: "explicit",
  starttls: "explicit",
  implicittls: "implicit",
  tls: "implicit",
  auto: "auto",
};
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** Shoutrrr's `smtp://[user:password@]host[:port]/?from=…&to=…[&encryption=…]`; port 25 when absent. */
export const smtp: SchemeHandler = {
  scheme: "smtp",
  target(url) {
    const from = url.searchParams.get("from") ?? "";
    const to = (url.searchParams.get("to") ?? "")
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    const encryption = ENCRYPTION[(url.searchParams.get("encryption") ?? "auto").toLowerCase()];
    if (!url.hostname) return { problem: "needs the mail server: smtp://host:port/?from=…&to=…" };
    if (!ADDRESS.test(from) || to.length === 0 || !to.every((a) => ADDRESS.test(a))) {
      return { problem: "needs from= and to= e-mail addresses (to= may list several, separated by commas)" };
    }
    if (!encryption) return { problem: "encryption must be none, explicittls, implicittls or auto" };
    return {
      kind: "smtp",
      smtp: {
        host: url.hostname,
        port: url.port ? Number(url.port) : 25,
        user: decoded(url.username),
        pass: decoded(url.password),
        from,
        to,
        encryption,
      },
    };
  },
  mask: (url) => `smtp://${url.username ? `${MASK}@` : ""}${hostPort(url)}/?to=${MASK}`,
};
