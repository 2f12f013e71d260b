import { postgresUrl, startServiceUnderTest, type Backend } from "./service-under-test";

/**
 * `npx tsx bench/catalog-import.ts`: catalog imports in the real service process (SQLite, and PostgreSQL
 * when BENCH_DATABASE_URL is set), each while /api/v1/status is probed one request after
 * another. Prints per import: its wall and service CPU time, answer size, peak RSS, and the probes' count and slowest answer.
 * Not part of `npm run bench`'s table: a one-off look at the import path (docs/barcode.md).
 */
const IMPORTS: { name: string; csv: () => string }[] = [
  { name: "1,000,000 empty rows (all errors)", csv: () => `barcode,name\n${",\n".repeat(1_000_000)}` },
  {
    name: "400,000 valid rows",
    csv: () => `barcode,name\n${Array.from({ length: 400_000 }, (_, i) => `c${i},p${i}\n`).join("")}`,
  },
];

async function measure(backend: Backend) {
  const svc = await startServiceUnderTest(backend, 100);
  try {
    for (const { name, csv } of IMPORTS) {
      const body = csv();
      let done = false;
      let peakRss = svc.rssMiB();
      const cpuBefore = svc.cpuMs();
      const started = performance.now();
      const answer = fetch(`${svc.api}/v1/products/catalog`, {
        method: "POST",
        headers: { authorization: svc.token, "content-type": "text/csv" },
        body,
      }).then(async (res) => {
        const text = await res.text();
        done = true;
        return { status: res.status, bytes: text.length, ms: performance.now() - started };
      });
      const probes: number[] = [];
      while (!done) {
        const t = performance.now();
        await fetch(`${svc.api}/v1/status`).then((r) => r.text());
        probes.push(performance.now() - t);
        peakRss = Math.max(peakRss, svc.rssMiB());
      }
      const result = await answer;
      console.log(
        `${backend} | ${name} | ${result.status} in ${(result.ms / 1000).toFixed(1)} s ` +
          `(service CPU ${((svc.cpuMs() - cpuBefore) / 1000).toFixed(1)} s) | answer ${result.bytes} B | ` +
          `peak RSS ${peakRss.toFixed(0)} MiB | status probes ${probes.length}, max ${Math.max(...probes).toFixed(0)} ms`,
      );
    }
  } finally {
    await svc.stop();
  }
}

await measure("sqlite");
if (postgresUrl()) await measure("postgres");
