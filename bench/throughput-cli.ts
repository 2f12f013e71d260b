import { printTable } from "./report";
import { serviceLoadFigures } from "./service-figures";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/**
 * `npx tsx bench/throughput-cli.ts` (BENCH_QUICK=1 for the small version; BENCH_DATABASE_URL adds
 * PostgreSQL): the requests/second, latency and memory section of `npm run bench` alone.
 */
const settings = settingsFromEnv();
const rows = await serviceLoadFigures("sqlite", settings);
if (postgresUrl()) rows.push(...(await serviceLoadFigures("postgres", settings)));
printTable(rows);
