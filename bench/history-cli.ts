import { historyFigures } from "./history";
import { printTable } from "./report";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/**
 * `npx tsx bench/history-cli.ts [sqlite|postgres]` (BENCH_QUICK=1: 50,000 changes instead of 1,000,000;
 * BENCH_DATABASE_URL adds PostgreSQL): issue 40's history sizes and latencies.
 */
const only = process.argv[2];
const settings = settingsFromEnv();
if (only !== "postgres") printTable(await historyFigures("sqlite", settings));
if (only !== "sqlite" && postgresUrl()) printTable(await historyFigures("postgres", settings));
