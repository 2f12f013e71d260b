import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import { clientAddress } from "../../http/client-address";
import { requestHeader } from "../../http/request-header";
import type { AddressRange } from "./config";

/** Whether an address lies in one of the ranges; an IPv4-mapped IPv6 address counts as its IPv4 one. */
export function isTrusted(address: string, ranges: AddressRange[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits));
}

/** Whether the request's own socket comes from a trusted proxy (never what a header claims). */
export const fromTrustedProxy = (c: Context, ranges: AddressRange[]) => isTrusted(clientAddress(c), ranges);

/**
 * The client's address: the socket's, or behind trusted proxies the X-Forwarded-For entry they saw, read
 * from the right while each hop is trusted, so that a client cannot name itself by putting an entry first.
 */
export function clientBehindProxies(c: Context, ranges: AddressRange[]): string {
  let address = clientAddress(c);
  const hops = (requestHeader(c, "x-forwarded-for") ?? "").split(",").map((hop) => hop.trim());
  while (isTrusted(address, ranges) && hops.length > 0) {
    const next = hops.pop();
    if (next) address = next;
  }
  return address;
}
