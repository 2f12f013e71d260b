import { printTable } from "./report";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";
import { stocktakeFigures } from "./stocktake";

/**
 * `npx tsx bench/stocktake-cli.ts` (BENCH_QUICK=1 for fewer runs; BENCH_DATABASE_URL adds PostgreSQL): the
 * stock-take section of `npm run bench` alone.
 */
const settings = settingsFromEnv();
printTable(await stocktakeFigures("sqlite", settings));
if (postgresUrl()) printTable(await stocktakeFigures("postgres", settings));
