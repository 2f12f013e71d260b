import { printTable } from "./report";
import { helloFigures, serviceLoadFigures } from "./service-figures";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/**
 * `npx tsx bench/throughput-cli.ts` (BENCH_QUICK=1 for the small version; BENCH_DATABASE_URL adds
 * PostgreSQL): the requests/second, latency and memory section of `npm run bench` alone, beside the
 * node:http hello-world of the same run.
 */
const settings = settingsFromEnv();
const hello = await helloFigures(settings);
const rows = [...hello.rows, ...(await serviceLoadFigures("sqlite", settings, hello.rps))];
if (postgresUrl()) rows.push(...(await serviceLoadFigures("postgres", settings, hello.rps)));
printTable(rows);
