import ipaddr from "ipaddr.js";

/** One trusted range: an address and its prefix length (a single address is a full-length prefix). */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Sign-in by a trusted reverse proxy's header (docs/decisions/034-proxy-sign-in-and-password-reset.md). */
export interface ForwardAuthConfig {
  /** TRUSTED_PROXIES: only a request whose socket comes from one of these may name its person by header. */
  trustedProxies: AddressRange[];
  /** The header names, lower case (Authelia's and Authentik's defaults). */
  headers: { user: string; email: string; name: string; groups: string };
  /** FORWARD_AUTH_ALLOWED_GROUPS: when set, the groups header must name one of these. */
  allowedGroups: string[];
}

const list = (raw: string | undefined) => (raw ?? "").split(/[\s,]+/).filter(Boolean);

/** `10.0.0.5`, `::1` or `172.16.0.0/12`; anything else stops the start with the setting's name. */
function range(entry: string): AddressRange {
  try {
    if (entry.includes("/")) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === "ipv4" ? 32 : 128];
  } catch {
    throw new Error(`TRUSTED_PROXIES must list addresses or CIDR ranges such as 10.0.0.0/8 (got ${entry})`);
  }
}

export function forwardAuthConfig(env: NodeJS.ProcessEnv): ForwardAuthConfig {
  const header = (name: string | undefined, fallback: string) => (name?.trim() || fallback).toLowerCase();
  return {
    trustedProxies: list(env.TRUSTED_PROXIES).map(range),
    headers: {
      user: header(env.FORWARD_AUTH_USER_HEADER, "Remote-User"),
      email: header(env.FORWARD_AUTH_EMAIL_HEADER, "Remote-Email"),
      name: header(env.FORWARD_AUTH_NAME_HEADER, "Remote-Name"),
      groups: header(env.FORWARD_AUTH_GROUPS_HEADER, "Remote-Groups"),
    },
    allowedGroups: list(env.FORWARD_AUTH_ALLOWED_GROUPS),
  };
}
