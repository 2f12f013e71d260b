import type { Row } from "./report";
import { COMMON_WORD } from "./seed";
import { startServiceUnderTest, type Backend } from "./service-under-test";
import type { Settings } from "./settings";
import { queryLatencyRows, type TimedQuery } from "./query-latency";

/**
 * Section (b): a large generated inventory, and what a user waits for on it: the list's first page,
 * a search for a common word, and everything at or under one location (its sub-locations included).
 * One request at a time, as one user clicking: these are latencies, not throughput.
 */
export async function inventoryQueryFigures(backend: Backend, s: Settings): Promise<Row[]> {
  const svc = await startServiceUnderTest(backend, s.seedEntities);
  try {
    const section = `${backend}: ${svc.seeded.entities} entities`;
    const rows: Row[] = [
      { section, figure: "seeding (bench/seed.ts)", unit: "s", note: `${svc.seedSeconds.toFixed(1)} s, measured once` },
    ];
    const queries: TimedQuery[] = [
      ["list, first page (50)", "/v1/entities?isLocation=any&pageSize=50", 30],
      [`search "${COMMON_WORD}", first page (50)`, `/v1/entities?q=${COMMON_WORD}&isLocation=any&pageSize=50`, 50],
      [
        "under one location, first 1000",
        `/v1/entities?locationIds=${svc.seeded.topLocationId}&isLocation=any&pageSize=1000`,
        50,
      ],
    ];
    rows.push(...(await queryLatencyRows(svc, s, section, queries)));
    return rows;
  } finally {
    await svc.stop();
  }
}
