import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { useSignedInService } from "../support/signed-in-service";
import { startNotificationStub, type NotificationStub } from "../stubs/notification-services";
import { startSilentListener } from "../stubs/silent-listener";

/**
 * Finding 8 of issue 37: notifier URLs made the service POST to its own loopback (also written as
 * `2130706433`), and the failure told an open port from a closed one. These services run with open
 * registration, whose default allows public addresses only.
 */
let stub: NotificationStub;
let logs: MockInstance[] = [];
beforeAll(async () => {
  stub = await startNotificationStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  logs = (["log", "info", "warn", "error"] as const).map((m) => vi.spyOn(console, m));
});
afterEach(() => vi.restoreAllMocks());
const logged = () => logs.flatMap((spy) => spy.mock.calls.flat().map(String)).join("\n");

describe("the default policy with open registration", () => {
  // Eleven test sends at once from one user: over the default per-user cap of two.
  const { s } = useSignedInService({
    env: { NOTIFIER_ATTEMPTS: "1", NOTIFIER_TIMEOUT_MS: "2000", NOTIFIER_TESTS_PER_USER: "11" },
  });

  it("sends to no loopback, link-local or private address, however it is written or resolved", async () => {
    const port = stub.hostPort.split(":")[1];
    const urls = [
      `generic+http://2130706433:${port}/decimal`,
      `generic+http://0x7f.1:${port}/hex`,
      `generic+http://[::1]:${port}/v6`,
      `generic+http://[::ffff:127.0.0.1]:${port}/mapped`,
      `generic+http://localhost:${port}/resolved`,
      `ntfy://127.0.0.1:${port}/topic?scheme=http`,
      `gotify://127.0.0.1:${port}/APPTOKEN?disabletls=yes`,
      "generic+http://169.254.169.254/latest/meta-data",
      "generic+http://[fe80::1]/link",
      "generic+http://10.0.0.1/lan",
      `smtp://127.0.0.1:${stub.smtpPort}/?from=a@example.com&to=b@example.com&encryption=none`,
    ];
    const answers = await Promise.all(urls.map((url) => s.req("POST", "/v1/notifiers/test", { url })));
    for (const [i, res] of answers.entries()) expect(res.status, urls[i]).toBe(502);
    expect(new Set(answers.map((r) => r.body.error)).size).toBe(1);
    expect(stub.received).toEqual([]);
    expect(stub.mails).toEqual([]);
    expect(logged().match(/is not allowed \(NOTIFIER_ADDRESSES\)/g)).toHaveLength(urls.length);
  });
});

describe("with NOTIFIER_ADDRESSES=all (set here: the listeners are on 127.0.0.1)", () => {
  const { s } = useSignedInService({
    // Three test sends at once from one user: over the default per-user cap of two.
    env: {
      NOTIFIER_ADDRESSES: "all",
      NOTIFIER_ATTEMPTS: "1",
      NOTIFIER_TIMEOUT_MS: "300",
      NOTIFIER_TESTS_PER_USER: "3",
    },
  });

  it("says the same of a closed port, a port that answers HTTP and one that never answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const silent = await startSilentListener();
    try {
      const urls = [
        `generic+http://127.0.0.1:${closedPort}/x`,
        `generic+http://${stub.hostPort}/status/401/x`,
        `generic+http://${silent.hostPort}/x`,
      ];
      const answers = await Promise.all(urls.map((url) => s.req("POST", "/v1/notifiers/test", { url })));
      expect(answers.map((r) => r.status)).toEqual([502, 502, 502]);
      expect(new Set(answers.map((r) => r.body.error)).size).toBe(1);
      const log = logged();
      for (const reason of ["ECONNREFUSED", "HTTP 401", "no answer within 300 ms"]) expect(log).toContain(reason);
    } finally {
      await silent.close();
    }
  });
});
