import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
import type { NotifierReach } from "../config";

function blockList(subnets: Array<[string, number]>): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of subnets) list.addSubnet(net, prefix, net.includes(":") ? "ipv6" : "ipv4");
  return list;
}

/** This host and the link: 0.0.0.0 and :: reach the host itself; 169.254/16 holds cloud metadata services. */
const LOCAL = blockList([
  ["0.0.0.0", 8],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["::", 128],
  ["::1", 128],
  ["fe80::", 10],
]);
const PRIVATE = blockList([
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["fc00::", 7],
]);

const ownAddresses = () =>
  new Set(
    Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .map((i) => i.address.toLowerCase()),
  );

/** Whether an IP address (v4 or v6, IPv4-mapped included) may be sent to under `reach`. */
export function addressAllowed(reach: NotifierReach, own = ownAddresses()) {
  return (address: string): boolean => {
    if (reach === "all") return true;
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    const plain = address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
    if (LOCAL.check(address, family) || own.has(plain)) return false;
    return reach === "private" || !PRIVATE.check(address, family);
  };
}

/** The error of a connection the policy refused; `deliver` logs it and the user sees the generic failure. */
export class AddressRefused extends Error {
  constructor(readonly address: string) {
    super(`the address ${address} is not allowed (NOTIFIER_ADDRESSES)`);
  }
}

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for sockets that checks every address a name resolves to, at connect time: a name that
 * resolves (or later re-resolves) to a refused address is never connected to.
 */
export function guardedLookup(allowed: (address: string) => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "");
      const refused = addresses.find((a) => !allowed(a.address));
      if (refused) return callback(new AddressRefused(refused.address), "");
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      return first ? callback(null, first.address, first.family) : callback(new Error("no address"), "");
    });
  };
}
