import { inventoryQueryFigures } from "./inventory-queries";
import { printTable } from "./report";
import { postgresUrl } from "./service-under-test";
import { settingsFromEnv } from "./settings";

/**
 * `npx tsx bench/inventory-queries-cli.ts` (BENCH_QUICK=1 for 5,000 entities; BENCH_DATABASE_URL adds
 * PostgreSQL): the large-inventory section of `npm run bench` alone.
 */
const settings = settingsFromEnv();
printTable(await inventoryQueryFigures("sqlite", settings));
if (postgresUrl()) printTable(await inventoryQueryFigures("postgres", settings));
