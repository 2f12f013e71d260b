import { importCsv, IMPORT_ROWS } from "./data-transfer";
import type { Row } from "./report";
import { startServiceUnderTest, type Backend } from "./service-under-test";
import type { Settings } from "./settings";
import { repeat } from "./stats";

/** Entities already in the group the file is imported into. */
const PRESENT = 1_000;

/**
 * The cost of history on a 10,000-row CSV import: the same file into a fresh service each run. Kept free of
 * anything history added, so that it runs unchanged on the commit before history (bench/results.md, method).
 */
export async function csvImportFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const csv = importCsv(IMPORT_ROWS);
  const runs = await repeat(s.runs, async () => {
    const svc = await startServiceUnderTest(backend, PRESENT);
    try {
      const form = new FormData();
      form.set("csv", new Blob([csv], { type: "text/csv" }), "bench.csv");
      const started = performance.now();
      const cpuBefore = svc.cpuMs();
      const res = await fetch(`${svc.api}/v1/entities/import?report=true`, {
        method: "POST",
        headers: { authorization: svc.token },
        body: form,
      });
      const body = (await res.json()) as { create?: number };
      if (res.status !== 200 || body.create !== IMPORT_ROWS) throw new Error(`import: ${res.status}`);
      return { seconds: (performance.now() - started) / 1000, cpu: (svc.cpuMs() - cpuBefore) / 1000 };
    } finally {
      await svc.stop();
    }
  });
  const section = `${backend}: CSV import, ${PRESENT} entities present`;
  return [
    { section, figure: `import of ${IMPORT_ROWS} CSV rows`, unit: "s", summary: runs.seconds },
    { section, figure: "service CPU time of the import", unit: "s", summary: runs.cpu, note: "user + system" },
  ];
}
