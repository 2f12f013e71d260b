import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { addressAllowed } from "./address-policy";

const LOOPBACK_AND_LINK = ["127.0.0.1", "127.8.9.10", "0.0.0.0", "::1", "::", "::ffff:127.0.0.1", "::ffff:7f00:1"];
const LINK_LOCAL = ["169.254.169.254", "fe80::1", "FE80::abcd"];
const PRIVATE = ["10.1.2.3", "172.16.0.1", "172.31.255.254", "192.168.1.10", "fd00::1", "::ffff:10.0.0.1"];
const PUBLIC = ["8.8.8.8", "172.32.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"];

describe("addressAllowed (docs/notifications.md, Addresses)", () => {
  const own = new Set(["203.0.113.7"]);

  it("public: refuses loopback, link-local, private and the service's own addresses", () => {
    const allowed = addressAllowed("public", own);
    for (const a of [...LOOPBACK_AND_LINK, ...LINK_LOCAL, ...PRIVATE, "203.0.113.7", "::ffff:203.0.113.7"])
      expect(allowed(a), a).toBe(false);
    for (const a of PUBLIC) expect(allowed(a), a).toBe(true);
  });

  it("private: also allows the private ranges, still not loopback, link-local or itself", () => {
    const allowed = addressAllowed("private", own);
    for (const a of [...LOOPBACK_AND_LINK, ...LINK_LOCAL, "203.0.113.7"]) expect(allowed(a), a).toBe(false);
    for (const a of [...PRIVATE, ...PUBLIC]) expect(allowed(a), a).toBe(true);
  });

  it("all: allows everything", () => {
    const allowed = addressAllowed("all", own);
    for (const a of [...LOOPBACK_AND_LINK, ...LINK_LOCAL, ...PRIVATE, ...PUBLIC]) expect(allowed(a), a).toBe(true);
  });
});

describe("NOTIFIER_ADDRESSES", () => {
  it("defaults to private while registration is closed and to public while it is open", () => {
    expect(loadConfig({}).notifiers.reach).toBe("private");
    expect(loadConfig({ ALLOW_REGISTRATION: "true" }).notifiers.reach).toBe("public");
    expect(loadConfig({ ALLOW_REGISTRATION: "true", NOTIFIER_ADDRESSES: "all" }).notifiers.reach).toBe("all");
    expect(() => loadConfig({ NOTIFIER_ADDRESSES: "everything" })).toThrow(/NOTIFIER_ADDRESSES/);
  });
});
