import { printTable } from "./report";
import { reportFigures } from "./reports";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/**
 * `npx tsx bench/reports-cli.ts` (BENCH_QUICK=1 for fewer runs; BENCH_DATABASE_URL adds PostgreSQL): the
 * inventory report of 5,000 items with photos, its time and the service's memory.
 */
const settings = settingsFromEnv();
printTable(await reportFigures("sqlite", settings));
if (postgresUrl()) printTable(await reportFigures("postgres", settings));
