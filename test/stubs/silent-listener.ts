import http from "node:http";
import type { AddressInfo } from "node:net";

/** An HTTP listener on 127.0.0.1 that takes every request and never answers, until closed. */
export async function startSilentListener() {
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let received = 0;
  const server = http.createServer(() => {
    received++;
    for (const w of waiters.filter((w) => received >= w.count)) w.resolve();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    /** Resolves once `count` requests in all have arrived. */
    received: (count: number) =>
      new Promise<void>((resolve) => (received >= count ? resolve() : waiters.push({ count, resolve }))),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
